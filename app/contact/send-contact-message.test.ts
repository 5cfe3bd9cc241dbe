import { describe, expect, it } from "vitest";
import type { ContactSubmission } from "../../core/contact/contact-message.ts";
import { networkRetryPolicy } from "./network-retry-policy.ts";
import { sendContactMessage } from "./send-contact-message.ts";

const submission: ContactSubmission = {
  name: "Ada",
  email: "ada@example.com",
  subject: "",
  message: "Hello",
  website: "",
  elapsedMs: 4200,
};

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that plays the given steps in order: an Error is thrown, a Response is answered. */
function scriptedFetch(steps: Array<Response | Error>) {
  const calls: Call[] = [];
  const fake = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const step = steps[calls.length - 1];
    if (!step) throw new Error("no more scripted answers");
    if (step instanceof Error) throw step;
    return step;
  };
  return { calls, fetch: fake as typeof fetch };
}

function recordSleeps() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const accepted = () =>
  new Response(JSON.stringify({ id: "m1", status: "accepted" }), { status: 202 });

describe("sending a contact message", () => {
  it("posts the JSON submission with its Idempotency-Key", async () => {
    const { calls, fetch } = scriptedFetch([accepted()]);
    const outcome = await sendContactMessage(submission, { idempotencyKey: "k-1", fetch });
    expect(outcome).toEqual({ kind: "accepted" });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe("/api/contact");
    expect(call?.init.method).toBe("POST");
    expect(call?.init.headers).toMatchObject({
      "Content-Type": "application/json",
      "Idempotency-Key": "k-1",
    });
    expect(JSON.parse(String(call?.init.body))).toEqual(submission);
  });

  it("retries a network failure with growing pauses under the same key", async () => {
    const { calls, fetch } = scriptedFetch([
      new TypeError("Failed to fetch"),
      new TypeError("Failed to fetch"),
      accepted(),
    ]);
    const { waits, sleep } = recordSleeps();
    const outcome = await sendContactMessage(submission, { idempotencyKey: "k-2", fetch, sleep });
    expect(outcome).toEqual({ kind: "accepted" });
    expect(waits).toEqual([500, 1000]);
    const keys = calls.map(
      (call) => (call.init.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(keys).toEqual(["k-2", "k-2", "k-2"]);
    expect(new Set(calls.map((call) => call.init.body)).size).toBe(1);
  });

  it("gives up after the last attempt and keeps the network error as the cause", async () => {
    const networkError = new TypeError("Failed to fetch");
    const { calls, fetch } = scriptedFetch(Array(networkRetryPolicy.attempts).fill(networkError));
    const { waits, sleep } = recordSleeps();
    const outcome = await sendContactMessage(submission, { idempotencyKey: "k-3", fetch, sleep });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([500, 1000, 2000]);
    expect(outcome.kind).toBe("failed");
    expect(outcome.kind === "failed" && outcome.error.cause).toBe(networkError);
  });

  it("retries a proxy's answer that it could not reach the server (502, 504) under the same key", async () => {
    const { calls, fetch } = scriptedFetch([
      new Response("", { status: 502 }),
      new Response("", { status: 504 }),
      accepted(),
    ]);
    const { waits, sleep } = recordSleeps();
    const outcome = await sendContactMessage(submission, { idempotencyKey: "k-5", fetch, sleep });
    expect(outcome).toEqual({ kind: "accepted" });
    expect(waits).toEqual([500, 1000]);
    const keys = calls.map(
      (call) => (call.init.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(keys).toEqual(["k-5", "k-5", "k-5"]);
  });

  it("reports the proxy's answer as a failure once the last attempt gets it too", async () => {
    const { calls, fetch } = scriptedFetch(
      Array.from({ length: networkRetryPolicy.attempts }, () => new Response("", { status: 502 })),
    );
    const { sleep } = recordSleeps();
    const outcome = await sendContactMessage(submission, { idempotencyKey: "k-6", fetch, sleep });
    expect(calls).toHaveLength(networkRetryPolicy.attempts);
    expect(outcome.kind === "failed" && outcome.error.message).toBe("The contact API answered 502");
  });

  it("does not retry an answer of the server", async () => {
    for (const status of [400, 429, 500, 503]) {
      const { calls, fetch } = scriptedFetch([new Response("{}", { status }), accepted()]);
      const { sleep } = recordSleeps();
      const outcome = await sendContactMessage(submission, { idempotencyKey: "k-4", fetch, sleep });
      expect(calls).toHaveLength(1);
      expect(outcome.kind).not.toBe("accepted");
    }
  });

  it("reads a 429's wait and a 400's field errors", async () => {
    const { fetch } = scriptedFetch([
      new Response(
        JSON.stringify({ error: "rate_limited", message: "Slow down", retryAfterSeconds: 90 }),
        {
          status: 429,
          headers: { "Retry-After": "90" },
        },
      ),
      new Response(
        JSON.stringify({
          error: "validation_failed",
          message: "Invalid",
          fields: { email: "Invalid email address" },
        }),
        { status: 400 },
      ),
    ]);
    expect(await sendContactMessage(submission, { idempotencyKey: "k-5", fetch })).toEqual({
      kind: "rate-limited",
      retryAfterSeconds: 90,
    });
    expect(await sendContactMessage(submission, { idempotencyKey: "k-5", fetch })).toEqual({
      kind: "invalid",
      fields: { email: "Invalid email address" },
    });
  });
});
