import { z } from "zod";
import type { SessionProbe, SignInRequest } from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import { oneAtATime } from "../security/one-at-a-time.ts";
import { verifyPassword } from "../security/password-hash.ts";
import { ownerPasswordRules } from "../security/password-policy.ts";
import { readJsonBody } from "./json-body.ts";
import { beginSignIn, startSession } from "./sign-in-answer.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

const signInSchema = z.strictObject({
  password: z.string().min(1).max(ownerPasswordRules.maxLength),
}) satisfies z.ZodType<SignInRequest>;

/** Signing in and out, and the probe that tells a page whether it is signed in. */
export function sessionRoutes(deps: StudioDeps): StudioRoute[] {
  const { owner, sessions, cookie, inbox, publisher, logger } = deps;
  const verify = oneAtATime(verifyPassword);

  const probe = async (c: StudioContext) => {
    const session = c.get("session");
    const body: SessionProbe = session
      ? {
          signedIn: true,
          csrfToken: session.csrfToken,
          counts: inbox.counts(),
          unpublished: await publisher.changes().then(
            (changes) => changes.length,
            (error: unknown) => {
              // An unreadable content folder must not lock the owner out of the inbox.
              logger.warn("studio: the content folder could not be compared", {
                error: String(error),
              });
              return 0;
            },
          ),
        }
      : { signedIn: false };
    return c.json(body);
  };

  const signIn = async (c: StudioContext) => {
    const body = await readJsonBody(c, signInSchema);
    if (!body.ok) return body.response;
    const tried = beginSignIn(c, deps);
    if (!tried.allowed) return tried.response;
    const { address } = tried;
    const hash = owner.hash();
    if (hash === undefined || !(await verify(body.value.password, hash))) {
      logger.warn("studio sign-in failed", { address });
      return apiError(
        c,
        401,
        "sign_in_failed",
        "Sign-in failed. Check the password and try again.",
      );
    }
    tried.attempt.succeeded();
    return startSession(c, deps, { address });
  };

  const signOut = (c: StudioContext) => {
    const session = c.get("session");
    if (session) sessions.end(session.id);
    cookie.clear(c);
    const answer: SessionProbe = { signedIn: false };
    return c.json(answer);
  };

  return [
    { method: "GET", path: "/session", access: "anyone", handler: probe },
    { method: "POST", path: "/session", access: "anyone", handler: signIn },
    { method: "DELETE", path: "/session", access: "owner", handler: signOut },
  ];
}
