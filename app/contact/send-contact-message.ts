import type { ContactSubmission } from "../../core/contact/contact-message.ts";
import { type ContactOutcome, interpretContactAnswer } from "./contact-outcome.ts";
import { networkRetryDelayMs, networkRetryPolicy } from "./network-retry-policy.ts";

/** Where the form sends a message: its script as JSON, a browser by posting the form itself. */
export const contactEndpoint = "/api/contact";

interface SendOptions {
  idempotencyKey: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  policy?: typeof networkRetryPolicy;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Answers of a proxy in front of the server saying it could not hand the request over (the
 * server restarting, say): as good as no answer, and as safe to repeat under the same key.
 */
const gatewayFailures: ReadonlySet<number> = new Set([502, 504]);

/**
 * Posts a message to the contact API. A network failure (no answer at all) or a gateway's
 * failure is retried with growing pauses under the same Idempotency-Key; any answer of the
 * server is final.
 */
export async function sendContactMessage(
  submission: ContactSubmission,
  {
    idempotencyKey,
    fetch: doFetch = fetch,
    sleep = wait,
    policy = networkRetryPolicy,
  }: SendOptions,
): Promise<ContactOutcome> {
  const body = JSON.stringify(submission);
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    if (attempt > 1) await sleep(networkRetryDelayMs(attempt - 1, policy));
    let response: Response;
    try {
      response = await doFetch(contactEndpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "Idempotency-Key": idempotencyKey,
        },
        body,
        signal: AbortSignal.timeout(policy.attemptTimeoutMs),
      });
    } catch (error) {
      lastError = error;
      continue;
    }
    if (gatewayFailures.has(response.status) && attempt < policy.attempts) {
      lastError = new Error(`The contact API's gateway answered ${response.status}`);
      continue;
    }
    return interpretContactAnswer({
      status: response.status,
      body: await readJson(response),
      retryAfter: response.headers.get("Retry-After"),
    });
  }
  return {
    kind: "failed",
    error: new Error(`The contact API could not be reached after ${policy.attempts} attempts`, {
      cause: lastError,
    }),
  };
}
