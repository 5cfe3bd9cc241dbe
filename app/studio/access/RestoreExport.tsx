import { type FormEvent, useId, useRef, useState } from "react";
import { setupTokenHeader } from "../../../core/studio/studio-api.ts";
import { plainButton } from "../shared/buttons.ts";
import { FormError } from "../shared/FormError.tsx";
import { Section } from "../shared/Section.tsx";

/** Where bringing back an export stands. */
type Restore =
  | { step: "choosing"; problem?: string }
  | { step: "sending"; percent: number }
  | { step: "restarting" };

/** Sends the file with the setup's code, saying how much has gone; resolves with the answer. */
function sendExport(
  file: File,
  token: string,
  onProgress: (percent: number) => void,
): Promise<{ status: number; message?: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/studio/setup/restore");
    request.setRequestHeader("Content-Type", "application/zip");
    request.setRequestHeader(setupTokenHeader, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let message: string | undefined;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message;
      } catch {
        message = undefined;
      }
      resolve({ status: request.status, message });
    };
    request.onerror = () => resolve({ status: 0 });
    request.send(file);
  });
}

/** Waits until the server answers again after starting anew, then opens the Studio's sign-in. */
async function followRestart(): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const health = await fetch("/api/health", { cache: "no-store" }).catch(() => undefined);
    if (health?.ok) {
      window.location.assign("/studio/sign-in");
      return;
    }
  }
}

/**
 * The other way to start: a site exported from this one (Download everything, or
 * `npm run export`) brought back here, content, messages and history, instead of the starting
 * site. The server checks the file, starts again and puts it in place.
 */
export function RestoreExport({ token }: { token: string }) {
  const [restore, setRestore] = useState<Restore>({ step: "choosing" });
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const problemId = useId();

  const problem = restore.step === "choosing" ? restore.problem : undefined;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    setRestore({ step: "sending", percent: 0 });
    const answer = await sendExport(file, token, (percent) =>
      setRestore({ step: "sending", percent }),
    );
    if (answer.status === 202) {
      setRestore({ step: "restarting" });
      await followRestart();
      return;
    }
    setRestore({
      step: "choosing",
      problem: answer.message ?? "The file could not be sent: check the connection and try again.",
    });
  };

  return (
    <Section
      headingId="restore-heading"
      title="Or bring back a site you exported"
      className="mt-10 border-t border-line pt-6"
    >
      <p className="mt-2 text-muted">
        With the file of Download everything (or <code>npm run export</code>), this server takes
        your content, messages and published versions, and the password they had.
      </p>
      {restore.step === "restarting" ? (
        <p role="status" className="mt-4">
          The file is checked. The server starts again with your site; this page opens the Studio's
          sign-in once it is back (a few minutes while it builds).
        </p>
      ) : (
        <form onSubmit={send} className="mt-4 flex flex-col gap-2">
          <label htmlFor={fileId} className="font-medium">
            Export file (.zip)
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept=".zip,application/zip"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
          <FormError id={problemId} message={problem} />
          <button
            type="submit"
            disabled={restore.step === "sending"}
            className={`self-start ${plainButton} disabled:opacity-70`}
          >
            {restore.step === "sending" ? `Sending… ${restore.percent}%` : "Restore this site"}
          </button>
        </form>
      )}
    </Section>
  );
}
