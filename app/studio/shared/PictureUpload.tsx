import { type DragEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formatBytes } from "../../../core/words/format-bytes.ts";
import { signInPath } from "./studio-client.ts";
import { uploadPicture } from "./upload-picture.ts";

type Stage = "waiting" | "sending" | "checking" | "done" | "failed";

interface Transfer {
  key: number;
  /** The file's name on the artist's device: shown here, never sent. */
  name: string;
  size: number;
  sent: number;
  stage: Stage;
  /** What happened: where the picture went, or why it was not taken. */
  note: string;
}

const stageText: Record<Stage, string> = {
  waiting: "Waiting",
  sending: "Sending",
  checking: "Checking the picture",
  done: "Added",
  failed: "Not added",
};

let nextKey = 1;

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
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const [over, setOver] = useState(false);
  const queue = useRef(Promise.resolve());
  const navigate = useNavigate();
  // Pictures queued earlier are handed to the latest screen state, not the one they were chosen on.
  const use = useRef(onUploaded);
  use.current = onUploaded;

  const update = (key: number, change: Partial<Transfer>) =>
    setTransfers((all) => all.map((t) => (t.key === key ? { ...t, ...change } : t)));

  const send = async (file: File, key: number) => {
    update(key, { stage: "sending" });
    try {
      const upload = await uploadPicture(file, (sent) => update(key, { sent }));
      update(key, { stage: "checking", sent: file.size });
      update(key, { stage: "done", note: await use.current(upload) });
    } catch (error) {
      if (error instanceof Response) {
        await navigate(error.headers.get("Location") ?? signInPath);
        return;
      }
      update(key, {
        stage: "failed",
        note: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const take = (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, multiple ? undefined : 1);
    if (chosen.length === 0) return;
    const added = chosen.map((file) => ({
      file,
      transfer: {
        key: nextKey++,
        name: file.name,
        size: file.size,
        sent: 0,
        stage: "waiting" as Stage,
        note: "",
      },
    }));
    setTransfers((all) => [
      ...all.filter((t) => t.stage !== "done"),
      ...added.map((a) => a.transfer),
    ]);
    // One picture at a time: each is added to the file from the version the last one left.
    for (const { file, transfer } of added) {
      queue.current = queue.current.then(() => send(file, transfer.key));
    }
    if (input.current) input.current.value = "";
  };

  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
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
        onChange={(event) => take(event.target.files)}
        className="mt-2 block w-full text-base file:mr-3 file:border file:border-ink file:bg-paper file:px-4 file:py-2"
      />
      {transfers.length > 0 && (
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
      )}
    </fieldset>
  );
}
