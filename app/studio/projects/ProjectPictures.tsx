import { type ChangeEvent, useState } from "react";
import {
  type ProjectImageFields,
  type StudioImageFacts,
  type WorkFields,
  workFieldNames,
} from "../../../core/studio/content-api.ts";
import { rowButton } from "../shared/buttons.ts";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { fieldId, TextField } from "../shared/FormField.tsx";
import { PicturePreview } from "../shared/PicturePreview.tsx";
import { SortableList } from "../shared/SortableList.tsx";
import { useFocusAfterRender } from "../shared/use-focus-after-render.ts";
import { WorkFieldsInputs } from "./WorkFieldsInputs.tsx";

/** A picture's fields whose problems are shown with the picture, as project.md names them. */
export const pictureFieldNames = ["file", "alt", "title", ...workFieldNames];

/** Problems and needs by `<file> <field>`, such as `03.jpg alt`. */
interface PictureNotes {
  problems: Map<string, string>;
  needed: Map<string, string>;
}

export interface PictureActions {
  /** Sends a new file in place of a picture; resolves to what to say, or throws why not. */
  replace(file: string, picture: File, onProgress: (part: number) => void): Promise<string>;
  remove(file: string): Promise<void>;
}

/** The button that sends a new file for one picture, with how far it has got. */
function ReplaceButton({
  index,
  file,
  actions,
}: {
  index: number;
  file: string;
  actions: PictureActions;
}) {
  const [state, setState] = useState<{ busy: boolean; note: string }>({ busy: false, note: "" });
  const id = fieldId("replace", file);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picture = event.target.files?.[0];
    event.target.value = "";
    if (!picture) return;
    setState({ busy: true, note: "Sending…" });
    try {
      await actions.replace(file, picture, (part) =>
        setState({ busy: true, note: `Sending: ${Math.round(part * 100)}%` }),
      );
      setState({ busy: false, note: "" });
    } catch (error) {
      setState({ busy: false, note: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-block cursor-pointer border border-ink px-3 py-2 focus-within:outline focus-within:outline-2"
      >
        Replace picture {index + 1}
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={state.busy}
          onChange={choose}
          className="sr-only"
        />
      </label>
      {state.note && (
        <p role="status" className="mt-1 text-sm font-semibold text-accent">
          {state.note}
        </p>
      )}
    </div>
  );
}

/**
 * A picture as a work of its own, in a series: its title and sale details, folded away until
 * the artist opens them, or something is written there, or something there is wrong.
 */
function PictureAsWork({
  index,
  image,
  notes,
  onChange,
}: {
  index: number;
  image: ProjectImageFields;
  notes: PictureNotes;
  onChange: (change: Partial<ProjectImageFields>) => void;
}) {
  const idOf = (field: string) => fieldId("project", `image-${image.file}-${field}`);
  const problemOf = (field: string) => notes.problems.get(`${image.file} ${field}`);
  const fields: (keyof WorkFields | "title")[] = ["title", ...workFieldNames];
  const said = fields.some((field) => image[field] !== "");
  const wrong = fields.some((field) => problemOf(field) !== undefined);
  const [open, setOpen] = useState(said);
  const of = ` of picture ${index + 1}`;
  return (
    <details
      open={open || wrong}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="border border-line p-3"
    >
      <summary className="cursor-pointer font-medium">
        Picture {index + 1} as a work: title and sale details
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-muted">
          For a series whose pictures are works of their own. Empty fields say nothing.
        </p>
        <TextField
          id={idOf("title")}
          label={`Title${of}`}
          value={image.title}
          onChange={(title) => onChange({ title })}
          problem={problemOf("title")}
        />
        <WorkFieldsInputs
          values={image}
          onChange={onChange}
          idOf={idOf}
          of={of}
          problemOf={problemOf}
        />
      </div>
    </details>
  );
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
  notes: PictureNotes;
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
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="flex gap-3">
              {handle}
              {facts[image.file] ? (
                <PicturePreview
                  src={facts[image.file]?.preview ?? ""}
                  boxClassName="h-28 w-28"
                  fit="contain"
                />
              ) : (
                <div className="h-28 w-28 shrink-0 bg-line">
                  <p className="p-2 text-sm">Coming soon</p>
                </div>
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
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
                onChange={(alt) => edit(image.file, { alt })}
                problem={notes.problems.get(`${image.file} alt`)}
                needed={image.alt.trim() === "" ? notes.needed.get(`${image.file} alt`) : undefined}
              />
              <PictureAsWork
                index={index}
                image={image}
                notes={notes}
                onChange={(change) => edit(image.file, change)}
              />
              {notes.problems.get(`${image.file} file`) && (
                <p className="text-sm font-semibold text-accent">
                  Problem: {notes.problems.get(`${image.file} file`)}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {index > 0 && (
                  <button type="button" onClick={() => lead(image.file)} className={rowButton}>
                    Make picture {index + 1} the lead
                  </button>
                )}
                <ReplaceButton index={index} file={image.file} actions={actions} />
                <button type="button" onClick={() => setRemoving(image.file)} className={rowButton}>
                  Remove picture {index + 1}
                </button>
              </div>
            </div>
          </div>
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
