import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import type { PasskeySignInOffer } from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import { rateLimitSubject } from "../api/client-address.ts";
import { RequestBudget } from "../security/request-budget.ts";
import { readJsonBody } from "./json-body.ts";
import {
  authenticationSchema,
  emptySchema,
  signedChallenge,
  verifiedAnswer,
} from "./passkey-answers.ts";
import { noRelyingParty } from "./passkey-registration-routes.ts";
import { relyingParty } from "./passkey-relying-party.ts";
import { startSession, tooManyAttempts } from "./sign-in-answer.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

/**
 * Sign-in challenges one address may ask for: a few taps of "Sign in with a passkey" a minute
 * is all a person makes.
 */
export const signInOptionsRule = { limit: 10, windowMs: 60_000 };

/**
 * Signing in with a passkey, without a session: whether passkeys are offered, a challenge (a
 * few a minute per address), and the answer, throttled as the password is.
 */
export function passkeySignInRoutes(deps: StudioDeps): StudioRoute[] {
  const { passkeys, challenges, logger, clock } = deps;
  const optionsBudget = new RequestBudget(signInOptionsRule, clock);
  const partyOf = (c: StudioContext) => relyingParty(c, deps.siteUrl());

  const offer = (c: StudioContext) => {
    const answer: PasskeySignInOffer = { available: passkeys.count() > 0 };
    return c.json(answer);
  };

  const options = async (c: StudioContext) => {
    const body = await readJsonBody(c, emptySchema);
    if (!body.ok) return body.response;
    const subject = rateLimitSubject(deps.clientAddress(c));
    const budget = optionsBudget.take(subject);
    if (!budget.allowed) {
      return tooManyAttempts(c, deps, budget.retryAfterMs, deps.hashIp(subject));
    }
    const party = partyOf(c);
    if (!party) return noRelyingParty(c);
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
    return c.json(
      await generateAuthenticationOptions({
        rpID: party.id,
        challenge: challenges.issue({ purpose: "sign-in", party }),
        userVerification: "required",
      }),
    );
  };

  const failed = (c: StudioContext, address: string, reason: string) => {
    logger.warn("studio passkey sign-in failed", { address, reason });
    return apiError(c, 401, "sign_in_failed", "Sign-in with the passkey failed. Try again.");
  };

  const signIn = async (c: StudioContext) => {
    const body = await readJsonBody(c, authenticationSchema);
    if (!body.ok) return body.response;
    const subject = rateLimitSubject(deps.clientAddress(c));
    const address = deps.hashIp(subject);
    const decision = deps.throttle.begin(subject, deps.deviceCookie.read(c));
    if (!decision.allowed) return tooManyAttempts(c, deps, decision.retryAfterMs, address);
    const { response } = body.value;
    const party = partyOf(c);
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (
      !party ||
      challenge === undefined ||
      !challenges.take(challenge, { purpose: "sign-in", party })
    ) {
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
    const answer = await verifiedAnswer(() =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      }),
    );
    if (!answer.ok) return failed(c, address, answer.reason);
    passkeys.used(passkey.id, answer.result.authenticationInfo.newCounter, clock());
    decision.attempt.succeeded();
    return startSession(c, deps, { address, passkey: passkey.id });
  };

  return [
    { method: "GET", path: "/passkey-sign-in", access: "anyone", handler: offer },
    { method: "POST", path: "/passkey-sign-in/options", access: "anyone", handler: options },
    { method: "POST", path: "/passkey-sign-in", access: "anyone", handler: signIn },
  ];
}
