import { type DragEvent, useId, useRef, useState } from "react";
import { formatBytes } from "../../../core/words/format-bytes.ts";
import { type Stage, type Transfer, usePictureTransfers } from "./use-picture-transfers.ts";

const stageText: Record<Stage, string> = {
  waiting: "Waiting",
  sending: "Sending",
  checking: "Checking the picture",
  done: "Added",
  failed: "Not added",
};

/**
 * Chooses or takes dropped pictures, several at once, and sends them one after another, each
 * with its own progress bar. `onUploaded` hands each finished upload to where it belongs and
 * says what became of it; a refusal is shown next to that file.
 */
export function PictureUpload({
  label,
  hint,
  multiple = true,
  onUploaded,
}: {
  label: string;
  hint?: string;
  multiple?: boolean;
  /** Uses a finished upload; returns what to say, or throws why it was not taken. */
  onUploaded: (upload: string) => Promise<string>;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { transfers, take } = usePictureTransfers(onUploaded);

  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, multiple ? undefined : 1);
    if (chosen.length === 0) return;
    take(chosen);
    if (input.current) input.current.value = "";
  };

  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files);
  };

  return (
    // The box takes dropped files too; the file input is its control for keyboards and phones.
    <fieldset
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`border-2 border-dashed px-3 py-4 ${over ? "border-ink bg-line/40" : "border-line"}`}
    >
      <legend id={`${id}-label`} className="float-left font-medium">
        {label}
      </legend>
      <p id={`${id}-hint`} className="clear-left text-sm text-muted">
        {hint ??
          "JPEG, PNG, WebP, AVIF or TIFF, up to 50 MB each. Choose several at once, or drop them here."}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => choose(event.target.files)}
        className="mt-2 block w-full text-base file:mr-3 file:border file:border-ink file:bg-paper file:px-4 file:py-2"
      />
      <TransferList transfers={transfers} />
    </fieldset>
  );
}

/** The pictures being sent, each with how far it has got, then what became of it. */
function TransferList({ transfers }: { transfers: Transfer[] }) {
  if (transfers.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2" aria-label="Pictures being added">
      {transfers.map((t) => (
        <li key={t.key} className="text-sm">
          <p className="flex flex-wrap justify-between gap-x-3">
            <span className="break-all">{t.name}</span>
            <span className={t.stage === "failed" ? "font-semibold text-accent" : "text-muted"}>
              {stageText[t.stage]}
              {t.stage === "sending" && `: ${formatBytes(t.sent)} of ${formatBytes(t.size)}`}
            </span>
          </p>
          {t.stage !== "failed" && t.stage !== "done" && (
            <progress
              value={t.sent}
              max={Math.max(1, t.size)}
              aria-label={`Sending ${t.name}`}
              className="h-2 w-full"
            />
          )}
          {t.note && (
            <p className={t.stage === "failed" ? "font-semibold text-accent" : "text-muted"}>
              {t.note}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
