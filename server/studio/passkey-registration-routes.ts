import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { PasskeyRemoved } from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import type { NoticeText } from "../delivery/owner-notices.ts";
import { readJsonBody } from "./json-body.ts";
import {
  emptySchema,
  passkeySummary,
  registrationSchema,
  signedChallenge,
  supportedAlgorithmIDs,
  verifiedAnswer,
} from "./passkey-answers.ts";
import { relyingParty } from "./passkey-relying-party.ts";
import {
  ownerRoute,
  ownerSession,
  type StudioContext,
  type StudioDeps,
  type StudioRoute,
} from "./studio-route.ts";

/**
 * How recently the owner must have given the password (or used a passkey) to add a passkey: a
 * session alone, found open on a shared computer or stolen, must not become a lasting way in.
 */
export const recentSignInMs = 5 * 60_000;

/** The answer where a passkey needs a party the browser can bind it to. */
export function noRelyingParty(c: StudioContext): Response {
  return apiError(
    c,
    400,
    "passkeys_unavailable",
    "Passkeys work only at the site's own name (such as https://example.com or http://localhost), not at an IP address.",
  );
}

/** The answer when the session's sign-in is older than the few minutes adding a passkey needs. */
function notRecent(c: StudioContext, now: number): Response | undefined {
  if (now - ownerSession(c).createdAt <= recentSignInMs) return undefined;
  return apiError(
    c,
    403,
    "sign_in_again",
    "To add a passkey, first confirm it is you with the password (or a passkey you have).",
  );
}

function expired(c: StudioContext): Response {
  return apiError(
    c,
    400,
    "passkey_expired",
    "This request to add a passkey has expired or was already used. Try again.",
  );
}

/** The mail that tells the owner a passkey was added, in case it was not them. */
function passkeyAddedNotice(name: string, createdAt: number, device: string): NoticeText {
  return {
    subject: "a passkey was added",
    body: `The passkey “${name}” was added to your Studio on ${new Date(createdAt).toUTCString()}, from ${device}. It signs in without the password.\n\nIf this was not you, remove it in the Studio (Devices), then change the password from the server's terminal with "npm run studio -- set-password", which signs out every device and removes every passkey.`,
  };
}

/** The owner's passkeys, as the devices screen lists them. */
function listPasskeys({ passkeys }: StudioDeps): StudioRoute["handler"] {
  return (c) => {
    const current = ownerSession(c);
    return c.json({ passkeys: passkeys.list().map((passkey) => passkeySummary(passkey, current)) });
  };
}

/** What the browser needs to make a passkey: a challenge for this session, at this address. */
function registrationOptions(deps: StudioDeps): StudioRoute["handler"] {
  const { passkeys, challenges, clock } = deps;
  return async (c) => {
    const body = await readJsonBody(c, emptySchema);
    if (!body.ok) return body.response;
    const session = ownerSession(c);
    const stale = notRecent(c, clock());
    if (stale) return stale;
    const party = relyingParty(c, deps.siteUrl());
    if (!party) return noRelyingParty(c);
    const challenge = challenges.issue({ purpose: "register", sessionId: session.id, party });
    return c.json(
      await generateRegistrationOptions({
        rpName: `Studio of ${party.id}`,
        rpID: party.id,
        userName: "Studio owner",
        userID: passkeys.userId(),
        challenge,
        attestationType: "none",
        // One passkey per authenticator: the browser says so instead of making a second.
        excludeCredentials: passkeys.list().map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        supportedAlgorithmIDs,
      }),
    );
  };
}

/** Checks the browser's new passkey against the challenge it was given, and keeps it. */
function addPasskey(deps: StudioDeps): StudioRoute["handler"] {
  const { passkeys, challenges, logger, clock } = deps;
  return async (c) => {
    const body = await readJsonBody(c, registrationSchema);
    if (!body.ok) return body.response;
    const { name, response } = body.value;
    const session = ownerSession(c);
    // Checked again here: the challenge lives five minutes more than the options' check.
    const stale = notRecent(c, clock());
    if (stale) return stale;
    const party = relyingParty(c, deps.siteUrl());
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (
      !party ||
      challenge === undefined ||
      !challenges.take(challenge, { purpose: "register", sessionId: session.id, party })
    ) {
      return expired(c);
    }
    const answer = await verifiedAnswer(() =>
      verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: true,
        supportedAlgorithmIDs,
      }),
    );
    const info = answer.ok ? answer.result.registrationInfo : undefined;
    if (!info) {
      logger.warn("studio passkey not added", {
        reason: answer.ok ? "no credential" : answer.reason,
      });
      return apiError(c, 400, "passkey_failed", "The passkey could not be added. Try again.");
    }
    const { credential } = info;
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
    deps.notify(passkeyAddedNotice(name, passkey.createdAt, session.device));
    return c.json({ passkey: passkeySummary({ ...passkey, lastUsedAt: null }, session) }, 201);
  };
}

/**
 * Removes a passkey. A removed passkey lets no one in: nor do the sessions it opened, which may
 * be on the device the owner is removing it for (a lost phone).
 */
function removePasskey({ passkeys, sessions, logger }: StudioDeps): StudioRoute["handler"] {
  return (c) => {
    const id = c.req.param("id") ?? "";
    if (!passkeys.remove(id)) {
      return apiError(c, 404, "not_found", "There is no such passkey.");
    }
    const signedOut = sessions.endOpenedWith(id);
    logger.info("studio passkey removed", { passkey: id, signedOut });
    const answer: PasskeyRemoved = { removed: id, signedOut };
    return c.json(answer);
  };
}

/**
 * Adding, listing and removing the owner's passkeys, all with a session; adding one also needs a
 * sign-in within the last five minutes, and tells the owner by mail.
 */
export function passkeyRegistrationRoutes(deps: StudioDeps): StudioRoute[] {
  return [
    ownerRoute("GET", "/passkeys", listPasskeys(deps)),
    ownerRoute("POST", "/passkeys/options", registrationOptions(deps)),
    ownerRoute("POST", "/passkeys", addPasskey(deps)),
    ownerRoute("DELETE", "/passkeys/:id", removePasskey(deps)),
  ];
}
