import { useState } from "react";
import type { PasskeyRemoved, PasskeySummary } from "../../../core/studio/studio-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { plainButton } from "../shared/buttons.ts";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { formatTime } from "../shared/format-time.ts";
import { Section } from "../shared/Section.tsx";
import { signInPath, studioApi } from "../shared/studio-client.ts";
import { useStudioAction } from "../shared/use-studio-action.ts";
import { AddPasskey } from "./AddPasskey.tsx";
import { SignInListItem } from "./SignInListItem.tsx";

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
  const [removing, setRemoving] = useState<PasskeySummary>();

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
    <Section headingId="passkeys-heading" title="Passkeys" className="mt-10">
      <p className="mt-2 text-muted">
        A passkey signs in with this device's screen lock (fingerprint, face or PIN) instead of the
        password. The password keeps working, and stays the way back in from the server's terminal.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4">No passkeys yet.</p>
      ) : (
        <ul className="mt-4 border-t border-line">
          {passkeys.map((passkey) => (
            <SignInListItem
              key={passkey.id}
              name={passkey.name}
              when={`Added ${formatTime(passkey.createdAt)}, last used ${passkey.lastUsedAt === null ? "never" : formatTime(passkey.lastUsedAt)}`}
            >
              <button
                type="button"
                onClick={() => setRemoving(passkey)}
                disabled={pending}
                className={plainButton}
              >
                Remove <span className="sr-only">the passkey {passkey.name}</span>
              </button>
            </SignInListItem>
          ))}
        </ul>
      )}
      <AddPasskey
        deviceName={deviceName}
        hasPasskeys={passkeys.length > 0}
        onAdded={(name) => run(async () => `The passkey “${name}” is added.`)}
      />
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
    </Section>
  );
}
