import type { ReactNode } from "react";
import type { SlideFields, SlideshowEditor } from "../../../core/studio/content-api.ts";
import { rowButton } from "../shared/buttons.ts";
import { FocusPicker } from "../shared/FocusPicker.tsx";
import { fieldId, TextField } from "../shared/FormField.tsx";
import type { NotesByFile } from "../shared/notes-by-file.ts";
import { PictureRow } from "../shared/PictureRow.tsx";
import { SortableList } from "../shared/SortableList.tsx";

/** The id of a slide's alt text, where the focus goes when the slide comes or its neighbour goes. */
export function slideAltId(file: string): string {
  return fieldId("slide", `${file}-alt`);
}

/** The slides in the order the home page shows them, each with its alt text and focal point. */
export function SlideList({
  slides,
  images,
  notes,
  onReorder,
  onChange,
  onTakeOut,
}: {
  slides: SlideFields[];
  images: SlideshowEditor["images"];
  notes: NotesByFile;
  onReorder: (slides: SlideFields[]) => void;
  onChange: (file: string, change: Partial<Omit<SlideFields, "file">>) => void;
  /** Takes the slide at `index` out of the list. */
  onTakeOut: (index: number) => void;
}) {
  if (slides.length === 0) return <p className="text-muted">No slides yet.</p>;
  return (
    <SortableList
      items={slides}
      idOf={(slide) => slide.file}
      nameOf={(slide, index) => `slide ${index + 1}, ${slide.file}`}
      onReorder={onReorder}
      label="Slides, in the order the home page shows them"
    >
      {(slide, index, handle) => (
        <SlideRow
          slide={slide}
          index={index}
          handle={handle}
          preview={images[slide.file]?.preview}
          notes={notes}
          onChange={(change) => onChange(slide.file, change)}
          onTakeOut={() => onTakeOut(index)}
        />
      )}
    </SortableList>
  );
}

function SlideRow({
  slide,
  index,
  handle,
  preview,
  notes,
  onChange,
  onTakeOut,
}: {
  slide: SlideFields;
  index: number;
  handle: ReactNode;
  preview: string | undefined;
  notes: NotesByFile;
  onChange: (change: Partial<Omit<SlideFields, "file">>) => void;
  onTakeOut: () => void;
}) {
  const fileProblem = notes.problems.get(`${slide.file} file`);
  return (
    <PictureRow handle={handle} preview={preview} fit="cover">
      <p className="text-sm">
        <span className="font-semibold">Slide {index + 1}</span>{" "}
        <span className="break-all text-muted">{slide.file}</span>
      </p>
      {fileProblem && <p className="text-sm font-semibold text-accent">Problem: {fileProblem}</p>}
      <TextField
        id={slideAltId(slide.file)}
        label={`Alt text for slide ${index + 1}`}
        rows={3}
        value={slide.alt}
        onChange={(alt) => onChange({ alt })}
        problem={notes.problems.get(`${slide.file} alt`)}
        needed={slide.alt.trim() === "" ? notes.needed.get(`${slide.file} alt`) : undefined}
      />
      <FocusPicker
        name={`slide ${index + 1}`}
        picture={slide}
        idPrefix={fieldId("slide", slide.file)}
        preview={preview}
        problem={notes.problems.get(`${slide.file} focus`)}
        onChange={(focus) => onChange({ focus })}
      />
      <div>
        <button type="button" onClick={onTakeOut} className={rowButton}>
          Take slide {index + 1} out
        </button>
      </div>
    </PictureRow>
  );
}
