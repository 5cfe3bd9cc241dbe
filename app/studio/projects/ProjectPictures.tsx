import { type ReactNode, useState } from "react";
import {
  type ProjectImageFields,
  type StudioImageFacts,
  workFieldNames,
} from "../../../core/studio/content-api.ts";
import { rowButton } from "../shared/buttons.ts";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { FocusPicker } from "../shared/FocusPicker.tsx";
import { fieldId, TextField } from "../shared/FormField.tsx";
import type { NotesByFile } from "../shared/notes-by-file.ts";
import { PictureRow } from "../shared/PictureRow.tsx";
import { SortableList } from "../shared/SortableList.tsx";
import { useFocusAfterRender } from "../shared/use-focus-after-render.ts";
import { PictureAsWork } from "./PictureAsWork.tsx";
import { ReplacePicture } from "./ReplacePicture.tsx";

/** A picture's fields whose problems are shown with the picture, as project.md names them. */
export const pictureFieldNames = ["file", "alt", "title", "focus", ...workFieldNames];

export interface PictureActions {
  /** Sends a new file in place of a picture; resolves to what to say, or throws why not. */
  replace(file: string, picture: File, onProgress: (part: number) => void): Promise<string>;
  remove(file: string): Promise<void>;
}

function altFieldId(file: string): string {
  return fieldId("project", `image-${file}-alt`);
}

/**
 * A project's pictures in the order its page shows them, the first leading the project: each
 * with its preview, its alt text and what can be done with it. Order and alt text are saved
 * with the form; replacing and removing happen at once.
 */
export function ProjectPictures({
  images,
  facts,
  notes,
  onChange,
  actions,
}: {
  images: ProjectImageFields[];
  facts: Record<string, StudioImageFacts>;
  notes: NotesByFile;
  onChange: (images: ProjectImageFields[]) => void;
  actions: PictureActions;
}) {
  const [removing, setRemoving] = useState<string>();
  // After a picture moves or leaves, the focus goes on in the list, where the artist was: the
  // alt text of the picture moved, or of the one that took the removed one's place.
  const focus = useFocusAfterRender();
  if (images.length === 0) return <p className="mt-3 text-muted">No pictures yet.</p>;
  const edit = (file: string, change: Partial<ProjectImageFields>) =>
    onChange(images.map((image) => (image.file === file ? { ...image, ...change } : image)));
  const lead = (file: string) => {
    onChange([
      ...images.filter((image) => image.file === file),
      ...images.filter((image) => image.file !== file),
    ]);
    focus(altFieldId(file));
  };
  const remove = async (file: string) => {
    const at = images.findIndex((image) => image.file === file);
    const next = images[at + 1] ?? images[at - 1];
    await actions.remove(file);
    // None left: the Pictures heading, above the button that adds them.
    focus(next ? altFieldId(next.file) : "pictures-heading");
  };
  return (
    <>
      <p id="alt-hint" className="mt-3 text-sm text-muted">
        Alt text describes what is in a picture, in a sentence or two, for visitors who cannot see
        it and for search engines. Every picture needs it before the project is published.
      </p>
      <SortableList
        items={images}
        idOf={(image) => image.file}
        nameOf={(image, index) => `picture ${index + 1}, ${image.file}`}
        onReorder={onChange}
        label="Pictures, in the order the project page shows them"
      >
        {(image, index, handle) => (
          <ProjectPictureRow
            image={image}
            index={index}
            handle={handle}
            preview={facts[image.file]?.preview}
            notes={notes}
            onChange={(change) => edit(image.file, change)}
            onLead={() => lead(image.file)}
            onReplace={(picture, onProgress) => actions.replace(image.file, picture, onProgress)}
            onRemove={() => setRemoving(image.file)}
          />
        )}
      </SortableList>
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this picture?"
        confirmLabel="Remove it"
        onCancel={() => setRemoving(undefined)}
        onConfirm={async () => {
          const file = removing;
          setRemoving(undefined);
          if (file) await remove(file);
        }}
      >
        <p>
          {removing} leaves the project now. The file is kept in the Studio's trash on the server,
          so nothing is lost.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** One picture of the list: its preview, its alt text, itself as a work, and its buttons. */
function ProjectPictureRow({
  image,
  index,
  handle,
  preview,
  notes,
  onChange,
  onLead,
  onReplace,
  onRemove,
}: {
  image: ProjectImageFields;
  index: number;
  handle: ReactNode;
  preview: string | undefined;
  notes: NotesByFile;
  onChange: (change: Partial<ProjectImageFields>) => void;
  onLead: () => void;
  onReplace: (picture: File, onProgress: (part: number) => void) => Promise<string>;
  onRemove: () => void;
}) {
  const fileProblem = notes.problems.get(`${image.file} file`);
  return (
    <PictureRow
      handle={handle}
      preview={preview}
      fit="contain"
      missing={<p className="p-2 text-sm">Coming soon</p>}
    >
      <p className="text-sm">
        <span className="font-semibold">
          Picture {index + 1}
          {index === 0 && " (leads the project)"}
        </span>{" "}
        <span className="text-muted">{image.file}</span>
      </p>
      <TextField
        id={altFieldId(image.file)}
        label={`Alt text for picture ${index + 1}`}
        rows={3}
        value={image.alt}
        onChange={(alt) => onChange({ alt })}
        problem={notes.problems.get(`${image.file} alt`)}
        needed={image.alt.trim() === "" ? notes.needed.get(`${image.file} alt`) : undefined}
      />
      <PictureAsWork index={index} image={image} notes={notes} onChange={onChange} />
      <FocusPicker
        name={`picture ${index + 1}`}
        picture={image}
        idPrefix={fieldId("project", `image-${image.file}`)}
        preview={preview}
        problem={notes.problems.get(`${image.file} focus`)}
        onChange={(focus) => onChange({ focus })}
      />
      {fileProblem && <p className="text-sm font-semibold text-accent">Problem: {fileProblem}</p>}
      <div className="flex flex-wrap gap-2">
        {index > 0 && (
          <button type="button" onClick={onLead} className={rowButton}>
            Make picture {index + 1} the lead
          </button>
        )}
        <ReplacePicture index={index} file={image.file} replace={onReplace} />
        <button type="button" onClick={onRemove} className={rowButton}>
          Remove picture {index + 1}
        </button>
      </div>
    </PictureRow>
  );
}
