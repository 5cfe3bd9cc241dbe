import type { SignedIn } from "../../core/studio/studio-api.ts";
import { apiError } from "../api/api-error.ts";
import { rateLimitSubject } from "../api/client-address.ts";
import type { PasswordAttempt } from "../security/failure-throttle.ts";
import type { RequestBudget } from "../security/request-budget.ts";
import { deviceName } from "./device-name.ts";
import type { StudioContext, StudioDeps } from "./studio-route.ts";

function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The answer to a sign-in the throttle holds back, whichever way in it tried. */
function tooManyAttempts(
  c: StudioContext,
  deps: Pick<StudioDeps, "logger">,
  retryAfterMs: number,
  address: string,
): Response {
  const seconds = Math.ceil(retryAfterMs / 1000);
  deps.logger.warn("studio sign-in refused: too many attempts", {
    address,
    retryAfterSeconds: seconds,
  });
  c.header("Retry-After", String(seconds));
  return apiError(
    c,
    429,
    "rate_limited",
    `Too many sign-in attempts. Try again in ${waitText(retryAfterMs)}.`,
    { retryAfterSeconds: seconds },
  );
}

/**
 * The answer to an address that has spent its budget of tries for now (the passkey challenges,
 * the setup address), as to a sign-in the throttle holds back; undefined while it may try.
 */
export function budgetSpent(
  c: StudioContext,
  deps: Pick<StudioDeps, "clientAddress" | "hashIp" | "logger">,
  budget: RequestBudget,
): Response | undefined {
  const subject = rateLimitSubject(deps.clientAddress(c));
  const decision = budget.take(subject);
  if (decision.allowed) return undefined;
  return tooManyAttempts(c, deps, decision.retryAfterMs, deps.hashIp(subject));
}

/** A sign-in try the throttle let through, and the hashed address that the log names. */
type SignInTry =
  | { allowed: true; address: string; attempt: PasswordAttempt }
  | { allowed: false; response: Response };

/**
 * Counts a sign-in try, by the password or a passkey alike, against the throttle of its address
 * and its browser; a try the throttle holds back comes with its answer.
 */
export function beginSignIn(
  c: StudioContext,
  deps: Pick<StudioDeps, "clientAddress" | "hashIp" | "throttle" | "deviceCookie" | "logger">,
): SignInTry {
  const subject = rateLimitSubject(deps.clientAddress(c));
  const address = deps.hashIp(subject);
  const decision = deps.throttle.begin(subject, deps.deviceCookie.read(c));
  if (!decision.allowed) {
    return {
      allowed: false,
      response: tooManyAttempts(c, deps, decision.retryAfterMs, address),
    };
  }
  return { allowed: true, address, attempt: decision.attempt };
}

/**
 * Starts a session after a successful sign-in: the same session, cookie and entry in the
 * devices list whether the password or a passkey let the owner in. The session remembers the
 * passkey (`by.passkey`), so that removing the passkey ends it. The session the browser had
 * before, if any, ends.
 */
export function startSession(
  c: StudioContext,
  deps: Pick<StudioDeps, "sessions" | "cookie" | "deviceCookie" | "logger">,
  by: { address: string; passkey?: string },
): Response {
  // The browser's earlier session ends: one browser, one session, and a token that may have
  // been seen before the sign-in (on a shared computer, say) opens nothing afterwards.
  const previous = c.get("session");
  if (previous) deps.sessions.end(previous.id);
  const device = deviceName(c.req.header("User-Agent"));
  const { token, session } = deps.sessions.create(device, by.passkey ?? null);
  deps.cookie.write(c, token);
  deps.deviceCookie.write(c);
  deps.logger.info("studio sign-in", {
    session: session.id,
    device: session.device,
    ...by,
  });
  const answer: SignedIn = { signedIn: true, csrfToken: session.csrfToken };
  return c.json(answer);
}
