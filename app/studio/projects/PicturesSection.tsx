import type { ReactNode } from "react";
import { PictureUpload } from "../shared/PictureUpload.tsx";

/**
 * The project's pictures, within its form: what is needed of them before publishing, adding
 * more, then the list (`children`).
 */
export function PicturesSection({
  noImages,
  onUploaded,
  children,
}: {
  /** What is needed while the project has no picture. */
  noImages: string | undefined;
  onUploaded: (upload: string) => Promise<string>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="pictures-heading" className="mt-8">
      <h2 id="pictures-heading" tabIndex={-1} className="font-serif text-2xl outline-none">
        Pictures
      </h2>
      {noImages && (
        <p className="mt-2 font-semibold text-accent">Needed before publishing: {noImages}</p>
      )}
      <div className="mt-3">
        <PictureUpload label="Add pictures" onUploaded={onUploaded} />
      </div>
      {children}
    </section>
  );
}
