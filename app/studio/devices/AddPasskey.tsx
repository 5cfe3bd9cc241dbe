import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { maxPasskeyNameLength } from "../../../core/studio/studio-api.ts";
import { FormError } from "../shared/FormError.tsx";
import { LabelledInput } from "../shared/LabelledInput.tsx";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { StudioApiError, signInPath } from "../shared/studio-client.ts";
import { ConfirmItIsYou } from "./ConfirmItIsYou.tsx";
import { addPasskey } from "./passkey-client.ts";
import { passkeyProblem } from "./passkey-words.ts";

/**
 * Adds a passkey of this device under the name given, first asking the owner to confirm it is
 * them when the server wants the password given (or a passkey used) in the last few minutes.
 */
export function AddPasskey({
  deviceName,
  hasPasskeys,
  onAdded,
}: {
  /** The name this browser has in the devices list, offered as the new passkey's name. */
  deviceName: string;
  hasPasskeys: boolean;
  /** Says the passkey of this name is added, and shows it in the list. */
  onAdded: (name: string) => Promise<void>;
}) {
  const navigate = useNavigate();
  const [name, setName] = useState(deviceName);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  const errorId = useId();

  const addNamed = async () => {
    setAdding(true);
    setError(undefined);
    try {
      const passkey = await addPasskey(name.trim());
      setConfirming(false);
      await onAdded(passkey.name);
    } catch (failure) {
      if (failure instanceof Response) {
        // The session ended meanwhile (studioApi() answers a 401 with the way to sign in).
        await navigate(failure.headers.get("Location") ?? signInPath);
        return;
      }
      if (failure instanceof StudioApiError && failure.code === "sign_in_again") {
        setConfirming(true);
        return;
      }
      setError(passkeyProblem(failure, "add"));
    } finally {
      setAdding(false);
    }
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return addNamed();
  };

  return (
    <>
      <form onSubmit={add} className="mt-6 flex flex-col gap-2">
        <LabelledInput
          id={nameId}
          label="Name of the new passkey"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={maxPasskeyNameLength}
          error={error}
          errorId={errorId}
        />
        <FormError id={errorId} message={error} />
        {!confirming && (
          <SubmitButton
            busy={adding}
            label="Add a passkey"
            busyLabel="Waiting for the passkey…"
            className="self-start"
          />
        )}
      </form>
      {confirming && (
        <ConfirmItIsYou
          hasPasskeys={hasPasskeys}
          action="add the passkey"
          onConfirmed={addNamed}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
