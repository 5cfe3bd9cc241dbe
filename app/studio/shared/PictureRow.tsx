import type { ReactNode } from "react";
import { PicturePreview } from "./PicturePreview.tsx";

/**
 * A picture in a list the artist puts in order (`SortableList`): the handle that moves it and
 * its preview, then its own fields and buttons beside them, below them on a phone.
 */
export function PictureRow({
  handle,
  preview,
  fit,
  missing,
  children,
}: {
  handle: ReactNode;
  /** The preview's address; none while the server has no preview of the picture. */
  preview: string | undefined;
  fit: "cover" | "contain";
  /** What stands in the preview's place while there is none. */
  missing?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="flex gap-3">
        {handle}
        {preview === undefined ? (
          <div className="h-28 w-28 shrink-0 bg-line">{missing}</div>
        ) : (
          <PicturePreview src={preview} boxClassName="h-28 w-28" fit={fit} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">{children}</div>
    </div>
  );
}
