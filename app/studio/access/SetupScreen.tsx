import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SignedIn } from "../../../core/studio/studio-api.ts";
import { FormError } from "../shared/FormError.tsx";
import { LabelledInput } from "../shared/LabelledInput.tsx";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { SubmitButton } from "../shared/SubmitButton.tsx";
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
  return (
    <section aria-labelledby="setup-heading" className="mx-auto max-w-sm py-8">
      <ScreenHeading id="setup-heading" headingRef={heading}>
        Set up your Studio
      </ScreenHeading>
      {state.kind === "refused" ? (
        <p role="alert" className="mt-4">
          {state.message}
        </p>
      ) : (
        <PasswordForm token={state.token} />
      )}
      {state.kind === "valid" && <RestoreExport token={state.token} />}
    </section>
  );
}

/** The Studio's password, typed twice, sent with the setup address's code. */
function PasswordForm({ token }: { token: string }) {
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
    setSaving(true);
    setError(undefined);
    try {
      const answer = await studioApi<SignedIn>("/setup", {
        method: "POST",
        json: {
          token,
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
    <form onSubmit={choose} className="mt-6 flex flex-col gap-2">
      <p id={hintId} className="text-muted">
        Choose the password that opens the Studio, where you read messages, edit the site and
        publish it. At least 12 characters: a few unrelated words make a good one.
      </p>
      <LabelledInput
        ref={password}
        id={passwordId}
        label="Password"
        labelClassName="mt-2 font-medium"
        type="password"
        autoComplete="new-password"
        required
        hintId={hintId}
        error={error}
        errorId={errorId}
      />
      <LabelledInput
        ref={repeat}
        id={repeatId}
        label="The same password again"
        labelClassName="mt-2 font-medium"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormError id={errorId} message={error} />
      <SubmitButton
        busy={saving}
        label="Set the password and open the Studio"
        busyLabel="Setting the password…"
        className="mt-2"
      />
    </form>
  );
}
