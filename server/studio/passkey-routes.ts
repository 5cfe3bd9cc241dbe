import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import {
  maxPasskeyNameLength,
  type PasskeyRemoved,
  type PasskeySignInOffer,
  type PasskeySummary,
} from "../../app/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import { rateLimitSubject } from "../api/client-address.ts";
import { readJsonBody } from "./json-body.ts";
import { relyingParty } from "./passkey-relying-party.ts";
import type { StoredPasskey } from "./passkey-store.ts";
import type { Session } from "./session-store.ts";
import { startSession, tooManyAttempts } from "./sign-in-answer.ts";
import {
  ownerSession,
  type StudioContext,
  type StudioDeps,
  type StudioRoute,
} from "./studio-route.ts";

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

const registrationSchema = z.strictObject({
  name: z.string().trim().min(1, "Give the passkey a name").max(maxPasskeyNameLength),
  response: z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    authenticatorAttachment: attachment,
    clientExtensionResults: extensionResults,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: transports.optional(),
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
  }),
});

const authenticationSchema = z.strictObject({
  response: z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    authenticatorAttachment: attachment,
    clientExtensionResults: extensionResults,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  }),
});

const emptySchema = z.strictObject({});

/**
 * The signature algorithms a passkey may use: Ed25519, ES256 and RS256, which every
 * authenticator offers. Named here because the library's default asks Node whether it has the
 * post-quantum ML-DSA, an experimental part of Node's Web Crypto that logs a warning.
 */
const supportedAlgorithmIDs = [-8, -7, -257];

function summary(passkey: StoredPasskey, current: Session): PasskeySummary {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
    signedInHere: current.passkeyId === passkey.id,
  };
}

/** The challenge a browser signed, read from its client data; undefined if unreadable. */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const challenge: unknown = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === "string" ? challenge : undefined;
  } catch {
    return undefined;
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Passkeys: a second way into the Studio, beside the password. Adding, listing and removing
 * them needs a session; signing in with one does not, and is throttled as the password is.
 */
export function passkeyRoutes(deps: StudioDeps): StudioRoute[] {
  const { passkeys, sessions, challenges, logger, clock } = deps;

  const partyOf = (c: StudioContext) => relyingParty(c, deps.siteUrl());
  const noParty = (c: StudioContext) =>
    apiError(
      c,
      400,
      "passkeys_unavailable",
      "Passkeys work only at the site's own name (such as https://example.com or http://localhost), not at an IP address.",
    );

  const list = (c: StudioContext) => {
    const current = ownerSession(c);
    return c.json({ passkeys: passkeys.list().map((passkey) => summary(passkey, current)) });
  };

  const registrationOptions = async (c: StudioContext) => {
    const body = await readJsonBody(c, emptySchema);
    if (!body.ok) return body.response;
    const party = partyOf(c);
    if (!party) return noParty(c);
    const options = await generateRegistrationOptions({
      rpName: `Studio of ${party.id}`,
      rpID: party.id,
      userName: "Studio owner",
      userID: passkeys.userId(),
      attestationType: "none",
      // One passkey per authenticator: the browser says so instead of making a second.
      excludeCredentials: passkeys.list().map(({ id, transports }) => ({ id, transports })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      supportedAlgorithmIDs,
    });
    challenges.issue(options.challenge, {
      purpose: "register",
      sessionId: ownerSession(c).id,
      party,
    });
    return c.json(options);
  };

  const register = async (c: StudioContext) => {
    const body = await readJsonBody(c, registrationSchema);
    if (!body.ok) return body.response;
    const { name, response } = body.value;
    const challenge = signedChallenge(response.response.clientDataJSON);
    const ceremony =
      challenge === undefined
        ? undefined
        : challenges.take(challenge, "register", ownerSession(c).id);
    if (challenge === undefined || !ceremony) {
      return apiError(
        c,
        400,
        "passkey_expired",
        "This request to add a passkey has expired or was already used. Try again.",
      );
    }
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: ceremony.party.origin,
        expectedRPID: ceremony.party.id,
        requireUserVerification: true,
        supportedAlgorithmIDs,
      });
    } catch (error) {
      logger.warn("studio passkey not added", { reason: reason(error) });
      return apiError(c, 400, "passkey_failed", "The passkey could not be added. Try again.");
    }
    if (!verification.verified) {
      return apiError(c, 400, "passkey_failed", "The passkey could not be added. Try again.");
    }
    const { credential } = verification.registrationInfo;
    const passkey = {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: clock(),
    };
    if (!passkeys.add(passkey)) {
      return apiError(c, 409, "conflict", "This passkey has been added already.");
    }
    logger.info("studio passkey added", { passkey: passkey.id });
    return c.json({ passkey: summary({ ...passkey, lastUsedAt: null }, ownerSession(c)) }, 201);
  };

  // A removed passkey lets no one in: nor do the sessions it opened, which may be on the device
  // the owner is removing it for (a lost phone).
  const remove = (c: StudioContext) => {
    const id = c.req.param("id") ?? "";
    if (!passkeys.remove(id)) {
      return apiError(c, 404, "not_found", "There is no such passkey.");
    }
    const signedOut = sessions.endOpenedWith(id);
    logger.info("studio passkey removed", { passkey: id, signedOut });
    const answer: PasskeyRemoved = { removed: id, signedOut };
    return c.json(answer);
  };

  const offer = (c: StudioContext) => {
    const answer: PasskeySignInOffer = { available: passkeys.count() > 0 };
    return c.json(answer);
  };

  const signInOptions = async (c: StudioContext) => {
    const body = await readJsonBody(c, emptySchema);
    if (!body.ok) return body.response;
    const party = partyOf(c);
    if (!party) return noParty(c);
    if (passkeys.count() === 0) {
      return apiError(
        c,
        404,
        "not_found",
        "No passkey has been added to the Studio. Sign in with the password.",
      );
    }
    // No list of allowed passkeys: the authenticator offers the Studio's own, and nobody
    // signed out learns their ids.
    const options = await generateAuthenticationOptions({
      rpID: party.id,
      userVerification: "required",
    });
    challenges.issue(options.challenge, { purpose: "sign-in", party });
    return c.json(options);
  };

  const signIn = async (c: StudioContext) => {
    const body = await readJsonBody(c, authenticationSchema);
    if (!body.ok) return body.response;
    const subject = rateLimitSubject(deps.clientAddress(c));
    const address = deps.hashIp(subject);
    const decision = deps.throttle.begin(subject);
    if (!decision.allowed) return tooManyAttempts(c, deps, decision.retryAfterMs, address);
    const { response } = body.value;
    const challenge = signedChallenge(response.response.clientDataJSON);
    const ceremony = challenge === undefined ? undefined : challenges.take(challenge, "sign-in");
    if (challenge === undefined || !ceremony) {
      logger.warn("studio passkey sign-in failed", { address, reason: "unknown challenge" });
      return apiError(
        c,
        401,
        "passkey_expired",
        "This passkey sign-in has expired or was already used. Try again.",
      );
    }
    const passkey = passkeys.find(response.id);
    if (!passkey) {
      logger.warn("studio passkey sign-in failed", { address, reason: "unknown passkey" });
      return apiError(
        c,
        401,
        "passkey_not_recognised",
        "This passkey is not recognised by the Studio: it may have been removed. Sign in with the password.",
      );
    }
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: ceremony.party.origin,
        expectedRPID: ceremony.party.id,
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch (error) {
      logger.warn("studio passkey sign-in failed", { address, reason: reason(error) });
      return apiError(c, 401, "sign_in_failed", "Sign-in with the passkey failed. Try again.");
    }
    if (!verification.verified) {
      logger.warn("studio passkey sign-in failed", { address, reason: "not verified" });
      return apiError(c, 401, "sign_in_failed", "Sign-in with the passkey failed. Try again.");
    }
    passkeys.used(passkey.id, verification.authenticationInfo.newCounter, clock());
    decision.attempt.succeeded();
    return startSession(c, deps, { address, passkey: passkey.id });
  };

  return [
    { method: "GET", path: "/passkeys", access: "owner", handler: list },
    { method: "POST", path: "/passkeys/options", access: "owner", handler: registrationOptions },
    { method: "POST", path: "/passkeys", access: "owner", handler: register },
    { method: "DELETE", path: "/passkeys/:id", access: "owner", handler: remove },
    { method: "GET", path: "/passkey-sign-in", access: "anyone", handler: offer },
    { method: "POST", path: "/passkey-sign-in/options", access: "anyone", handler: signInOptions },
    { method: "POST", path: "/passkey-sign-in", access: "anyone", handler: signIn },
  ];
}
