import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import {
  maxPasskeyNameLength,
  type PasskeyRemoved,
  type PasskeySummary,
} from "../../../core/studio/studio-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { formatTime } from "../shared/format-time.ts";
import { StudioApiError, signInPath, studioApi } from "../shared/studio-client.ts";
import { useStudioAction } from "../shared/use-studio-action.ts";
import { ConfirmItIsYou } from "./ConfirmItIsYou.tsx";
import { addPasskey } from "./passkey-client.ts";
import { passkeyProblem } from "./passkey-words.ts";

/** What removing a passkey did to the browsers that had signed in with it, as a sentence. */
function signedOutWords(signedOut: number, here: boolean): string {
  const others = signedOut - (here ? 1 : 0);
  const who = [
    ...(here ? ["this browser"] : []),
    ...(others > 0 ? [`${countedNoun(others, "browser")} that signed in with it`] : []),
  ];
  return who.length === 0 ? "" : ` Signed out: ${who.join(" and ")}.`;
}

/**
 * The owner's passkeys: added here while signed in, each named after the device that holds
 * it, and removed with a confirmation. The password stays the way in that always works.
 */
export function PasskeysSection({
  passkeys,
  deviceName,
  afterRemoval,
}: {
  passkeys: PasskeySummary[];
  /** The name this browser has in the devices list, offered as the new passkey's name. */
  deviceName: string;
  /** Where the focus goes once the pressed button has gone with its passkey. */
  afterRemoval: () => void;
}) {
  const { run, pending } = useStudioAction();
  const navigate = useNavigate();
  const [name, setName] = useState(deviceName);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<PasskeySummary>();
  // Adding a passkey needs the password given (or a passkey used) in the last few minutes.
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  const errorId = useId();

  const addNamed = async () => {
    setAdding(true);
    setError(undefined);
    try {
      const passkey = await addPasskey(name.trim());
      setConfirming(false);
      await run(async () => `The passkey “${passkey.name}” is added.`);
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

  const remove = async (passkey: PasskeySummary) => {
    setRemoving(undefined);
    // Removing the passkey this browser signed in with ends this browser's session too.
    const next = passkey.signedInHere ? signInPath : undefined;
    await run(async () => {
      const { signedOut } = await studioApi<PasskeyRemoved>(
        `/passkeys/${encodeURIComponent(passkey.id)}`,
        { method: "DELETE" },
      );
      return `The passkey “${passkey.name}” is removed.${signedOutWords(signedOut, passkey.signedInHere)}`;
    }, next);
    if (!passkey.signedInHere) afterRemoval();
  };

  return (
    <section aria-labelledby="passkeys-heading" className="mt-10">
      <h2 id="passkeys-heading" className="font-serif text-2xl">
        Passkeys
      </h2>
      <p className="mt-2 text-muted">
        A passkey signs in with this device's screen lock (fingerprint, face or PIN) instead of the
        password. The password keeps working, and stays the way back in from the server's terminal.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4">No passkeys yet.</p>
      ) : (
        <ul className="mt-4 border-t border-line">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3"
            >
              <div>
                <p className="font-semibold">{passkey.name}</p>
                <p className="text-sm text-muted">
                  Added {formatTime(passkey.createdAt)}, last used{" "}
                  {passkey.lastUsedAt === null ? "never" : formatTime(passkey.lastUsedAt)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setRemoving(passkey)}
                disabled={pending}
                className="border border-ink px-4 py-2"
              >
                Remove <span className="sr-only">the passkey {passkey.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="mt-6 flex flex-col gap-2">
        <label htmlFor={nameId} className="font-medium">
          Name of the new passkey
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={maxPasskeyNameLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full border border-ink px-3 py-2 text-base"
        />
        {error && (
          <p id={errorId} role="alert" className="text-accent">
            {error}
          </p>
        )}
        {!confirming && (
          <button
            type="submit"
            disabled={adding}
            className="self-start border border-ink bg-ink px-4 py-2 text-white disabled:opacity-70"
          >
            {adding ? "Waiting for the passkey…" : "Add a passkey"}
          </button>
        )}
      </form>
      {confirming && (
        <ConfirmItIsYou
          hasPasskeys={passkeys.length > 0}
          action="add the passkey"
          onConfirmed={addNamed}
          onCancel={() => setConfirming(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove the passkey “${removing?.name ?? ""}”?`}
        confirmLabel="Remove passkey"
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(undefined)}
      >
        <p>
          It will no longer sign in to the Studio, and the browsers that signed in with it are
          signed out.
          {removing?.signedInHere && " This browser signed in with it: you will sign in again."}
        </p>
      </ConfirmDialog>
    </section>
  );
}
