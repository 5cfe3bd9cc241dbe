import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { signInPath } from "./studio-client.ts";
import { uploadPicture } from "./upload-picture.ts";

export type Stage = "waiting" | "sending" | "checking" | "done" | "failed";

export interface Transfer {
  key: number;
  /** The file's name on the artist's device: shown here, never sent. */
  name: string;
  size: number;
  sent: number;
  stage: Stage;
  /** What happened: where the picture went, or why it was not taken. */
  note: string;
}

let nextKey = 1;

/**
 * Pictures chosen or dropped, sent one after another, each with how far it has got:
 * `onUploaded` hands each finished upload to where it belongs and says what became of it, or
 * throws why it was not taken.
 */
export function usePictureTransfers(onUploaded: (upload: string) => Promise<string>): {
  transfers: Transfer[];
  take: (files: File[]) => void;
} {
  const [transfers, setTransfers] = useState<Transfer[]>([]);
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

  const take = (chosen: File[]) => {
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
  };

  return { transfers, take };
}
