import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { testApp, validSubmission } from "../testing/test-app.ts";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A local stand-in for Cloudflare's siteverify endpoint: token "pass" passes. */
async function siteverify(): Promise<{ url: string; received: URLSearchParams[] }> {
  const received: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const success = form.get("secret") === "test-secret" && form.get("response") === "pass";
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }),
      );
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`, received };
}

describe("Cloudflare Turnstile, when TURNSTILE_SECRET is set", () => {
  it("accepts a message whose token Cloudflare confirms, sending secret, token and address", async () => {
    const verify = await siteverify();
    const { post } = testApp({ turnstile: { secret: "test-secret", verifyUrl: verify.url } });
    const answer = await post(
      { ...validSubmission(), turnstileToken: "pass" },
      { ip: "198.51.100.9" },
    );
    expect(answer.status).toBe(202);
    expect(verify.received.map((form) => Object.fromEntries(form))).toEqual([
      { secret: "test-secret", response: "pass", remoteip: "198.51.100.9" },
    ]);
  });

  it.each([
    ["a token Cloudflare rejects", "forged"],
    ["no token", undefined],
  ])("answers 400 verification_failed for %s and stores nothing", async (_label, token) => {
    const verify = await siteverify();
    const { post, store } = testApp({
      turnstile: { secret: "test-secret", verifyUrl: verify.url },
    });
    const answer = await post({ ...validSubmission(), turnstileToken: token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: "verification_failed",
      message: "We could not confirm that a person sent this. Please try again.",
    });
    expect(await store.list({})).toEqual([]);
  });

  it("keeps the message when Cloudflare cannot be reached, and logs it", async () => {
    const verify = await siteverify();
    const { url } = verify;
    await new Promise((resolve) => servers.splice(0)[0]?.close(resolve));
    const { post, store, logger } = testApp({
      turnstile: { secret: "test-secret", verifyUrl: url },
    });
    const answer = await post({ ...validSubmission(), turnstileToken: "pass" });
    expect(answer.status).toBe(202);
    expect(await store.list({})).toHaveLength(1);
    expect(logger.lines.map((l) => l.msg)).toContain(
      "Turnstile could not be reached; accepting the message unverified",
    );
  });

  it("does not ask Cloudflare about submissions already filed as spam", async () => {
    const verify = await siteverify();
    const { post, store } = testApp({
      turnstile: { secret: "test-secret", verifyUrl: verify.url },
    });
    const answer = await post(validSubmission({ website: "http://spam.example" }));
    expect(answer.status).toBe(202);
    expect(verify.received).toEqual([]);
    expect(await store.find(String(answer.body.id))).toMatchObject({ status: "spam" });
  });
});
