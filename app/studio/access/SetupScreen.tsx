import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SignedIn } from "../../../core/studio/studio-api.ts";
import { rememberCsrfToken, StudioApiError, studioApi } from "../shared/studio-client.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { RestoreExport } from "./RestoreExport.tsx";
import type { SetupState } from "./setup-words.ts";

/**
 * The first start without a terminal: with the one-time address from the server's log, the
 * owner chooses the Studio's password here, and is signed in.
 */
export function SetupScreen({ state }: { state: SetupState }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const navigate = useNavigate();
  const password = useRef<HTMLInputElement>(null);
  const repeat = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const passwordId = useId();
  const repeatId = useId();
  const hintId = useId();
  const errorId = useId();

  const choose = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind !== "valid") return;
    setSaving(true);
    setError(undefined);
    try {
      const answer = await studioApi<SignedIn>("/setup", {
        method: "POST",
        json: {
          token: state.token,
          password: password.current?.value ?? "",
          repeat: repeat.current?.value ?? "",
        },
      });
      rememberCsrfToken(answer.csrfToken);
      // The address has done its work; it leaves the browser's history with this page.
      await navigate("/studio/messages", { replace: true });
    } catch (failure) {
      setError(failure instanceof StudioApiError ? failure.message : String(failure));
      password.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="setup-heading" className="mx-auto max-w-sm py-8">
      <h1
        id="setup-heading"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-3xl outline-none"
      >
        Set up your Studio
      </h1>
      {state.kind === "refused" ? (
        <p role="alert" className="mt-4">
          {state.message}
        </p>
      ) : (
        <form onSubmit={choose} className="mt-6 flex flex-col gap-2">
          <p id={hintId} className="text-muted">
            Choose the password that opens the Studio, where you read messages, edit the site and
            publish it. At least 12 characters: a few unrelated words make a good one.
          </p>
          <label htmlFor={passwordId} className="mt-2 font-medium">
            Password
          </label>
          <input
            ref={password}
            id={passwordId}
            type="password"
            autoComplete="new-password"
            required
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className="w-full border border-ink px-3 py-2 text-base"
          />
          <label htmlFor={repeatId} className="mt-2 font-medium">
            The same password again
          </label>
          <input
            ref={repeat}
            id={repeatId}
            type="password"
            autoComplete="new-password"
            required
            className="w-full border border-ink px-3 py-2 text-base"
          />
          {error && (
            <p id={errorId} role="alert" className="text-accent">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={saving}
            className="mt-2 border border-ink bg-ink px-4 py-2 text-white disabled:opacity-70"
          >
            {saving ? "Setting the password…" : "Set the password and open the Studio"}
          </button>
        </form>
      )}
      {state.kind === "valid" && <RestoreExport token={state.token} />}
    </section>
  );
}
