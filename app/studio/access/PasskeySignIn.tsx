import { useState } from "react";
import { useNavigate } from "react-router";
import { signInWithPasskey } from "../devices/passkey-client.ts";
import { passkeyProblem } from "../devices/passkey-words.ts";
import { plainButton } from "../shared/buttons.ts";
import { FormError } from "../shared/FormError.tsx";
import { rememberCsrfToken } from "../shared/studio-client.ts";

/** Signing in with a passkey the owner added, below the password's form. */
export function PasskeySignIn() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [waiting, setWaiting] = useState(false);

  const signIn = async () => {
    setWaiting(true);
    setError(undefined);
    try {
      const answer = await signInWithPasskey();
      rememberCsrfToken(answer.csrfToken);
      await navigate("/studio/messages");
    } catch (failure) {
      setError(passkeyProblem(failure, "sign-in"));
    } finally {
      setWaiting(false);
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-line pt-6">
      <button
        type="button"
        onClick={signIn}
        disabled={waiting}
        aria-describedby={error ? "passkey-error" : undefined}
        className={`${plainButton} disabled:opacity-70`}
      >
        {waiting ? "Waiting for the passkey…" : "Sign in with a passkey"}
      </button>
      <FormError id="passkey-error" message={error} />
    </div>
  );
}
