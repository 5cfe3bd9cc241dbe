import { type KeyboardEvent, type MouseEvent, useState } from "react";
import {
  type FocalPoint,
  focalPointText,
  readFocalPoint,
} from "../../../core/images/focal-point.ts";
import { rowButton } from "./buttons.ts";
import { FieldNote } from "./FormField.tsx";
import { focusAfterKey, focusAtTap, pictureCentre, typedPercent } from "./focus-tap.ts";

interface FocusPickerProps {
  /** The picture as its labels name it: "picture 2", "slide 3". */
  name: string;
  /** The picture's file, which names it to a screen reader, and its focus as the file writes it. */
  picture: { file: string; focus: string };
  /** The start of its fields' ids, unique to the picture, such as project-image-01-jpg. */
  idPrefix: string;
  /** The picture's small version, drawn at its own proportions to be tapped. */
  preview: string | undefined;
  problem: string | undefined;
  /** The new focus, as the file writes it; empty for the centre. */
  onChange: (focus: string) => void;
}

/** The point the form holds, or the centre while it holds none (or text it cannot read). */
function shownPoint(focus: string): FocalPoint {
  if (focus.trim() === "") return pictureCentre;
  const reading = readFocalPoint(focus);
  return "point" in reading ? reading.point : pictureCentre;
}

function inWords(focus: string): string {
  if (focus.trim() === "") return "the centre";
  const { x, y } = shownPoint(focus);
  return `${x}% from the left, ${y}% from the top`;
}

/**
 * Where a picture's subject is, which every crop of it keeps in frame (category cells, strips,
 * share cards, the slideshow on a phone): set by tapping the subject on the picture, by arrow
 * keys on it, or by typing the two percentages. Folded away until opened or set.
 */
export function FocusPicker({
  name,
  picture,
  idPrefix,
  preview,
  problem,
  onChange,
}: FocusPickerProps) {
  const [open, setOpen] = useState(picture.focus !== "");
  const shown = open || problem !== undefined;
  const point = shownPoint(picture.focus);
  const set = (next: FocalPoint) => onChange(focalPointText(next));
  const idOf = (part: string) => `${idPrefix}-${part}`;
  return (
    <details
      open={shown}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="border border-line p-3"
    >
      <summary className="cursor-pointer font-medium">
        Focal point of {name}: {inWords(picture.focus)}
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p id={idOf("focus-hint")} className="text-sm text-muted">
          Tap the subject of the picture. Category cells, strips, share cards and the slideshow on
          phones show only part of a picture: they keep this point in frame.
        </p>
        {/* A folded panel leaves the picture out: the row above shows it already. */}
        {preview && shown && (
          <FocusTarget
            label={`Set the focal point of ${name}, ${picture.file}`}
            preview={preview}
            point={point}
            hintId={idOf("focus-hint")}
            onSet={set}
          />
        )}
        <div className="flex flex-wrap gap-3">
          <PercentField
            id={idOf("focus")}
            label="Focus from the left (%)"
            value={point.x}
            note={problem === undefined ? undefined : `${idOf("focus")}-note`}
            onChange={(x) => set({ ...point, x })}
          />
          <PercentField
            id={idOf("focus-top")}
            label="Focus from the top (%)"
            value={point.y}
            note={problem === undefined ? undefined : `${idOf("focus")}-note`}
            onChange={(y) => set({ ...point, y })}
          />
        </div>
        <FieldNote id={`${idOf("focus")}-note`} problem={problem} />
        <button
          type="button"
          className={`${rowButton} self-start disabled:opacity-50`}
          disabled={picture.focus === ""}
          onClick={() => onChange("")}
        >
          Reset to centre
        </button>
      </div>
    </details>
  );
}

/** The picture as a button: a tap on it sets the point there; arrow keys move it. */
function FocusTarget({
  label,
  preview,
  point,
  hintId,
  onSet,
}: {
  label: string;
  preview: string;
  point: FocalPoint;
  hintId: string;
  onSet: (point: FocalPoint) => void;
}) {
  const tap = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space also "click" a button, at no place on it: the arrow keys move the point.
    if (event.detail === 0) return;
    onSet(focusAtTap(event, event.currentTarget.getBoundingClientRect()));
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = focusAfterKey(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onSet(next);
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={hintId}
      onClick={tap}
      onKeyDown={key}
      className="relative block w-full max-w-xs cursor-crosshair self-start bg-line"
    >
      <img src={preview} alt="" className="block h-auto w-full" />
      <span
        aria-hidden="true"
        data-focus-marker=""
        className="pointer-events-none absolute h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_black]"
        style={{ left: `${point.x}%`, top: `${point.y}%` }}
      />
    </button>
  );
}

/** One of the two percentages, typed; what is being typed stays until it is a number. */
function PercentField({
  id,
  label,
  value,
  note,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  /** The id of the problem said of the point, while there is one. */
  note: string | undefined;
  onChange: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string>();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={draft ?? String(value)}
        aria-invalid={note ? true : undefined}
        aria-describedby={note}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = typedPercent(event.target.value);
          if (typed !== undefined) onChange(typed);
        }}
        onBlur={() => setDraft(undefined)}
        className="w-28 border border-ink bg-paper px-3 py-2 text-base aria-[invalid=true]:border-2 aria-[invalid=true]:border-accent"
      />
    </div>
  );
}
