import { type ChangeEvent, useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import type { ProjectImageFields, StudioImageFacts } from "./content-api.ts";
import { fieldId, TextField } from "./FormField.tsx";
import { SortableList } from "./SortableList.tsx";

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
  /** Problems and needs by `<file> <field>`, such as `03.jpg alt`. */
  notes: { problems: Map<string, string>; needed: Map<string, string> };
  onChange: (images: ProjectImageFields[]) => void;
  actions: PictureActions;
}) {
  const [removing, setRemoving] = useState<string>();
  if (images.length === 0) return <p className="mt-3 text-muted">No pictures yet.</p>;
  const setAlt = (file: string, alt: string) =>
    onChange(images.map((image) => (image.file === file ? { ...image, alt } : image)));
  const lead = (file: string) =>
    onChange([
      ...images.filter((image) => image.file === file),
      ...images.filter((image) => image.file !== file),
    ]);
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
              <div className="h-28 w-28 shrink-0 bg-line">
                {facts[image.file] ? (
                  <img
                    src={facts[image.file]?.preview}
                    alt=""
                    className="h-28 w-28 object-contain"
                    loading="lazy"
                  />
                ) : (
                  <p className="p-2 text-sm">Coming soon</p>
                )}
              </div>
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
                id={fieldId("project", `image-${image.file}-alt`)}
                label={`Alt text for picture ${index + 1}`}
                rows={2}
                value={image.alt}
                onChange={(alt) => setAlt(image.file, alt)}
                problem={notes.problems.get(`${image.file} alt`)}
                needed={image.alt.trim() === "" ? notes.needed.get(`${image.file} alt`) : undefined}
              />
              {notes.problems.get(`${image.file} file`) && (
                <p className="text-sm font-semibold text-accent">
                  Problem: {notes.problems.get(`${image.file} file`)}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {index > 0 && (
                  <button
                    type="button"
                    onClick={() => lead(image.file)}
                    className="border border-ink px-3 py-2"
                  >
                    Make picture {index + 1} the lead
                  </button>
                )}
                <ReplaceButton index={index} file={image.file} actions={actions} />
                <button
                  type="button"
                  onClick={() => setRemoving(image.file)}
                  className="border border-ink px-3 py-2"
                >
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
          if (file) await actions.remove(file);
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
