import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import { maxPasskeyNameLength, type PasskeySummary } from "../../core/studio/studio-api.ts";
import type { StoredPasskey } from "./passkey-store.ts";
import type { Session } from "./session-store.ts";

const base64url = z
  .string()
  .min(1)
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+$/);
const transports = z.array(
  z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]),
);
const attachment = z.enum(["platform", "cross-platform"]).optional();
// Extension results are not used; only their shape is checked.
const extensionResults = z.looseObject({});

/** A credential as the browser sends it back, around the answer `response` of its kind. */
function credentialSchema<Answer extends z.ZodRawShape>(response: Answer) {
  return z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    authenticatorAttachment: attachment,
    clientExtensionResults: extensionResults,
    response: z.object(response),
  });
}

/** The browser's answer when a passkey is made, with the name the owner gives it. */
export const registrationSchema = z.strictObject({
  name: z.string().trim().min(1, "Give the passkey a name").max(maxPasskeyNameLength),
  response: credentialSchema({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: transports.optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});

/** The browser's answer when a passkey signs in. */
export const authenticationSchema = z.strictObject({
  response: credentialSchema({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const emptySchema = z.strictObject({});

/**
 * The signature algorithms a passkey may use: Ed25519, ES256 and RS256, which every
 * authenticator offers. Named here because the library's default asks Node whether it has the
 * post-quantum ML-DSA, an experimental part of Node's Web Crypto that logs a warning.
 */
export const supportedAlgorithmIDs = [-8, -7, -257];

/** A passkey as the devices screen lists it. */
export function passkeySummary(passkey: StoredPasskey, current: Session): PasskeySummary {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
    signedInHere: current.passkeyId === passkey.id,
  };
}

/** The challenge a browser signed, read from its client data; undefined if unreadable. */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const challenge: unknown = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === "string" ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the library's check of a browser's answer: whether it verified, or why not (the library
 * throws for answers it cannot read, signed for another origin or challenge, and the like).
 */
export async function verifiedAnswer<T extends { verified: boolean }>(
  verify: () => Promise<T>,
): Promise<{ ok: true; result: T } | { ok: false; reason: string }> {
  try {
    const result = await verify();
    return result.verified ? { ok: true, result } : { ok: false, reason: "not verified" };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
