import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import type { PasskeySummary, SignedIn } from "../../../core/studio/studio-api.ts";
import { studioApi } from "../shared/studio-client.ts";
import { PasskeysUnsupportedError } from "./passkey-words.ts";

function requireWebAuthn(): void {
  if (!browserSupportsWebAuthn()) throw new PasskeysUnsupportedError();
}

/** Signs in with a passkey: the server's challenge, the authenticator's answer, a session. */
export async function signInWithPasskey(): Promise<SignedIn> {
  requireWebAuthn();
  const optionsJSON = await studioApi<PublicKeyCredentialRequestOptionsJSON>(
    "/passkey-sign-in/options",
    { method: "POST", json: {} },
  );
  const response = await startAuthentication({ optionsJSON });
  return studioApi<SignedIn>("/passkey-sign-in", { method: "POST", json: { response } });
}

/** Makes a passkey on this device (or one the browser offers) and adds it under `name`. */
export async function addPasskey(name: string): Promise<PasskeySummary> {
  requireWebAuthn();
  const optionsJSON = await studioApi<PublicKeyCredentialCreationOptionsJSON>("/passkeys/options", {
    method: "POST",
    json: {},
  });
  const response = await startRegistration({ optionsJSON });
  const answer = await studioApi<{ passkey: PasskeySummary }>("/passkeys", {
    method: "POST",
    json: { name, response },
  });
  return answer.passkey;
}
