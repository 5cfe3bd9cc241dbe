import { type ChangeEvent, useState } from "react";
import { rowButton } from "../shared/buttons.ts";
import { fieldId } from "../shared/FormField.tsx";

/** The button that sends a new file for one picture, with how far it has got. */
export function ReplacePicture({
  index,
  file,
  replace,
}: {
  index: number;
  file: string;
  /** Sends the new file; resolves once it is in place, or throws why not. */
  replace: (picture: File, onProgress: (part: number) => void) => Promise<unknown>;
}) {
  const [state, setState] = useState<{ busy: boolean; note: string }>({ busy: false, note: "" });
  const id = fieldId("replace", file);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picture = event.target.files?.[0];
    event.target.value = "";
    if (!picture) return;
    setState({ busy: true, note: "Sending…" });
    try {
      await replace(picture, (part) =>
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
        className={`inline-block cursor-pointer ${rowButton} focus-within:outline focus-within:outline-2`}
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
