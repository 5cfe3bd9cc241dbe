import { StudioApiError } from "../shared/studio-client.ts";

/** Thrown before asking for a passkey in a browser that has no WebAuthn at all. */
export class PasskeysUnsupportedError extends Error {
  constructor() {
    super("This browser cannot use passkeys.");
    this.name = "NotSupportedError";
  }
}

/** What the owner was doing with a passkey when it failed. */
export type PasskeyAction = "sign-in" | "add";

function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return String(error.code);
}

/**
 * Why a passkey did not work, in words: the browser's and the authenticator's errors are named
 * by the WebAuthn standard (NotAllowedError covers both "cancelled" and "took too long", which
 * browsers deliberately do not tell apart); the server's answers carry their own sentence.
 */
export function passkeyProblem(error: unknown, action: PasskeyAction): string {
  if (error instanceof StudioApiError) return error.message;
  const name = error instanceof Error ? error.name : "";
  const code = codeOf(error);
  const password =
    action === "sign-in" ? "Sign in with the password." : "The password keeps working.";
  if (name === "NotSupportedError") {
    return `This browser cannot use passkeys. ${password}`;
  }
  if (name === "NotAllowedError" || name === "AbortError") {
    return action === "sign-in"
      ? "Signing in with a passkey was cancelled or took too long. Try again, or sign in with the password."
      : "Adding the passkey was cancelled or took too long. Nothing was added.";
  }
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") {
    return "This device holds a passkey for the Studio already: it is in the list.";
  }
  if (name === "SecurityError") {
    return `Passkeys work only at the site's own address, not at this one. ${password}`;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return action === "sign-in"
    ? `Signing in with a passkey did not work (${detail}). Sign in with the password.`
    : `The passkey could not be added (${detail}).`;
}
