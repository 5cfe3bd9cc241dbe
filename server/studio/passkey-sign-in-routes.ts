import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import type { PasskeySignInOffer } from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
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
import { beginSignIn, budgetSpent, startSession } from "./sign-in-answer.ts";
import type { StudioDeps, StudioRoute } from "./studio-route.ts";

/**
 * Sign-in challenges one address may ask for: a few taps of "Sign in with a passkey" a minute
 * is all a person makes.
 */
export const signInOptionsRule = { limit: 10, windowMs: 60_000 };

/** Whether the Studio offers signing in with a passkey: only once one has been added. */
function passkeyOffer({ passkeys }: StudioDeps): StudioRoute["handler"] {
  return (c) => {
    const answer: PasskeySignInOffer = { available: passkeys.count() > 0 };
    return c.json(answer);
  };
}

/** A challenge to sign in with, a few a minute per address. */
function signInOptions(deps: StudioDeps): StudioRoute["handler"] {
  const { passkeys, challenges, clock } = deps;
  const budget = new RequestBudget(signInOptionsRule, clock);
  return async (c) => {
    const body = await readJsonBody(c, emptySchema);
    if (!body.ok) return body.response;
    const spent = budgetSpent(c, deps, budget);
    if (spent) return spent;
    const party = relyingParty(c, deps.siteUrl());
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
}

/** Signs in with the browser's answer to a challenge, throttled as the password is. */
function passkeySignIn(deps: StudioDeps): StudioRoute["handler"] {
  const { passkeys, challenges, logger, clock } = deps;
  const failed = (address: string, reason: string) =>
    logger.warn("studio passkey sign-in failed", { address, reason });
  return async (c) => {
    const body = await readJsonBody(c, authenticationSchema);
    if (!body.ok) return body.response;
    const tried = beginSignIn(c, deps);
    if (!tried.allowed) return tried.response;
    const { address } = tried;
    const { response } = body.value;
    const party = relyingParty(c, deps.siteUrl());
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (
      !party ||
      challenge === undefined ||
      !challenges.take(challenge, { purpose: "sign-in", party })
    ) {
      failed(address, "unknown challenge");
      return apiError(
        c,
        401,
        "passkey_expired",
        "This passkey sign-in has expired or was already used. Try again.",
      );
    }
    const passkey = passkeys.find(response.id);
    if (!passkey) {
      failed(address, "unknown passkey");
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
    if (!answer.ok) {
      failed(address, answer.reason);
      return apiError(c, 401, "sign_in_failed", "Sign-in with the passkey failed. Try again.");
    }
    passkeys.used(passkey.id, answer.result.authenticationInfo.newCounter, clock());
    tried.attempt.succeeded();
    return startSession(c, deps, { address, passkey: passkey.id });
  };
}

/**
 * Signing in with a passkey, without a session: whether passkeys are offered, a challenge (a
 * few a minute per address), and the answer, throttled as the password is.
 */
export function passkeySignInRoutes(deps: StudioDeps): StudioRoute[] {
  return [
    { method: "GET", path: "/passkey-sign-in", access: "anyone", handler: passkeyOffer(deps) },
    {
      method: "POST",
      path: "/passkey-sign-in/options",
      access: "anyone",
      handler: signInOptions(deps),
    },
    { method: "POST", path: "/passkey-sign-in", access: "anyone", handler: passkeySignIn(deps) },
  ];
}
