import { useState } from "react";
import {
  type ProjectImageFields,
  type WorkFields,
  workFieldNames,
} from "../../../core/studio/content-api.ts";
import { fieldId, TextField } from "../shared/FormField.tsx";
import type { NotesByFile } from "../shared/notes-by-file.ts";
import { WorkFieldsInputs } from "./WorkFieldsInputs.tsx";

/**
 * A picture as a work of its own, in a series: its title and sale details, folded away until
 * the artist opens them, or something is written there, or something there is wrong.
 */
export function PictureAsWork({
  index,
  image,
  notes,
  onChange,
}: {
  index: number;
  image: ProjectImageFields;
  notes: NotesByFile;
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
