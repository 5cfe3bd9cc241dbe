import type { ProjectFields, StudioImageFacts } from "../../../core/studio/content-api.ts";
import type { NotesByFile } from "../shared/notes-by-file.ts";
import { PictureUpload } from "../shared/PictureUpload.tsx";
import { type PictureActions, ProjectPictures } from "./ProjectPictures.tsx";

/**
 * The project's pictures, within its form: what is needed of them before publishing, adding
 * more, and the list.
 */
export function PicturesSection({
  images,
  facts,
  notes,
  noImages,
  onChange,
  onUploaded,
  actions,
}: {
  images: ProjectFields["images"];
  facts: Record<string, StudioImageFacts>;
  notes: NotesByFile;
  /** What is needed while the project has no picture. */
  noImages: string | undefined;
  onChange: (images: ProjectFields["images"]) => void;
  onUploaded: (upload: string) => Promise<string>;
  actions: PictureActions;
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
      <ProjectPictures
        images={images}
        facts={facts}
        notes={notes}
        onChange={onChange}
        actions={actions}
      />
    </section>
  );
}
