import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SignedIn } from "../../../core/studio/studio-api.ts";
import { FormError } from "../shared/FormError.tsx";
import { LabelledInput } from "../shared/LabelledInput.tsx";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { rememberCsrfToken, StudioApiError, studioApi } from "../shared/studio-client.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { PasskeySignIn } from "./PasskeySignIn.tsx";

/** The ways in: the owner's password, and a passkey once one has been added. */
export function SignInScreen({ passkeys }: { passkeys: boolean }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-sm py-8">
      <ScreenHeading id="sign-in-heading" headingRef={heading}>
        Sign in
      </ScreenHeading>
      <p className="mt-2 text-muted">
        The Studio is where the site's owner reads messages, edits the site and publishes it.
      </p>
      <PasswordSignIn />
      {passkeys && <PasskeySignIn />}
    </section>
  );
}

function PasswordSignIn() {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const answer = await studioApi<SignedIn>("/session", {
        method: "POST",
        json: { password: input.current?.value ?? "" },
      });
      rememberCsrfToken(answer.csrfToken);
      await navigate("/studio/messages");
    } catch (failure) {
      setError(failure instanceof StudioApiError ? failure.message : String(failure));
      input.current?.select();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form method="post" onSubmit={signIn} className="mt-6 flex flex-col gap-2">
      <LabelledInput
        ref={input}
        id="studio-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={error}
        errorId="sign-in-error"
      />
      <FormError id="sign-in-error" message={error} />
      <SubmitButton busy={submitting} label="Sign in" busyLabel="Signing in…" className="mt-2" />
    </form>
  );
}
