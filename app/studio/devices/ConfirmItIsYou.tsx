import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { SignedIn } from "../../../core/studio/studio-api.ts";
import { plainButton } from "../shared/buttons.ts";
import { FormError } from "../shared/FormError.tsx";
import { LabelledInput } from "../shared/LabelledInput.tsx";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { rememberCsrfToken, StudioApiError, studioApi } from "../shared/studio-client.ts";
import { signInWithPasskey } from "./passkey-client.ts";
import { passkeyProblem } from "./passkey-words.ts";

/**
 * Asks for the password (or a passkey the owner has) once more, before a change that must not
 * rest on a session alone, such as adding a passkey. Confirming is signing in again in this
 * browser; `onConfirmed` then carries on with the change.
 */
export function ConfirmItIsYou({
  hasPasskeys,
  action,
  onConfirmed,
  onCancel,
}: {
  hasPasskeys: boolean;
  /** What confirming goes on to do, as the button says it ("add the passkey"). */
  action: string;
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}) {
  const password = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const passwordId = useId();
  const errorId = useId();
  const introId = useId();

  useEffect(() => password.current?.focus(), []);

  const confirmWith = async (signIn: () => Promise<SignedIn>, kind: "password" | "passkey") => {
    setBusy(true);
    setError(undefined);
    try {
      rememberCsrfToken((await signIn()).csrfToken);
      await onConfirmed();
    } catch (failure) {
      setError(
        kind === "passkey" || !(failure instanceof StudioApiError)
          ? passkeyProblem(failure, "sign-in")
          : failure.message,
      );
      password.current?.select();
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = password.current?.value ?? "";
    return confirmWith(
      () => studioApi<SignedIn>("/session", { method: "POST", json: { password: given } }),
      "password",
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-describedby={introId}
      className="mt-4 flex flex-col gap-2 border border-line p-4"
    >
      <p id={introId}>First confirm it is you: the password, or a passkey you have already.</p>
      <LabelledInput
        ref={password}
        id={passwordId}
        label="Studio password"
        type="password"
        autoComplete="current-password"
        required
        error={error}
        errorId={errorId}
      />
      <FormError id={errorId} message={error} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} label={`Confirm and ${action}`} />
        {hasPasskeys && (
          <button
            type="button"
            disabled={busy}
            onClick={() => confirmWith(signInWithPasskey, "passkey")}
            className={`${plainButton} disabled:opacity-70`}
          >
            Confirm with a passkey
          </button>
        )}
        <button type="button" onClick={onCancel} className="px-4 py-2 underline">
          Cancel
        </button>
      </div>
    </form>
  );
}
