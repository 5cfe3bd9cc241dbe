import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SignedIn } from "../../../core/studio/studio-api.ts";
import { signInWithPasskey } from "../devices/passkey-client.ts";
import { passkeyProblem } from "../devices/passkey-words.ts";
import { rememberCsrfToken, StudioApiError, studioApi } from "../shared/studio-client.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";

/** The ways in: the owner's password, and a passkey once one has been added. */
export function SignInScreen({ passkeys }: { passkeys: boolean }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  const [usingPasskey, setUsingPasskey] = useState(false);

  const signInWithAPasskey = async () => {
    setUsingPasskey(true);
    setPasskeyError(undefined);
    try {
      const answer = await signInWithPasskey();
      rememberCsrfToken(answer.csrfToken);
      await navigate("/studio/messages");
    } catch (failure) {
      setPasskeyError(passkeyProblem(failure, "sign-in"));
    } finally {
      setUsingPasskey(false);
    }
  };

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
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-sm py-8">
      <h1
        id="sign-in-heading"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-3xl outline-none"
      >
        Sign in
      </h1>
      <p className="mt-2 text-muted">
        The Studio is where the site's owner reads messages, edits the site and publishes it.
      </p>
      <form method="post" onSubmit={signIn} className="mt-6 flex flex-col gap-2">
        <label htmlFor="studio-password" className="font-medium">
          Password
        </label>
        <input
          ref={input}
          id="studio-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "sign-in-error" : undefined}
          className="w-full border border-ink px-3 py-2 text-base"
        />
        {error && (
          <p id="sign-in-error" role="alert" className="text-accent">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={submitting}
          className="mt-2 border border-ink bg-ink px-4 py-2 text-white disabled:opacity-70"
        >
          {submitting ? "Signing in…" : "Sign in"}
        </button>
      </form>
      {passkeys && (
        <div className="mt-6 flex flex-col gap-2 border-t border-line pt-6">
          <button
            type="button"
            onClick={signInWithAPasskey}
            disabled={usingPasskey}
            aria-describedby={passkeyError ? "passkey-error" : undefined}
            className="border border-ink px-4 py-2 disabled:opacity-70"
          >
            {usingPasskey ? "Waiting for the passkey…" : "Sign in with a passkey"}
          </button>
          {passkeyError && (
            <p id="passkey-error" role="alert" className="text-accent">
              {passkeyError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
