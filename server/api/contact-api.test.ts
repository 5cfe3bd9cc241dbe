import { describe, expect, it } from "vitest";
import { testApp, validSubmission } from "../testing/test-app.ts";
import { maxBodyBytes } from "./contact-api.ts";
import { minimumFillTimeMs } from "./spam-check.ts";

describe("POST /api/contact", () => {
  it("stores a valid message before answering 202 with its id", async () => {
    const { post, store, nudged, hashIp } = testApp();
    const answer = await post(validSubmission({ name: "  Zoë Ōkubo  " }));

    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ id: expect.any(String), status: "accepted" });
    const id = String(answer.body.id);
    const stored = await store.find(id);
    expect(stored).toMatchObject({
      id,
      name: "Zoë Ōkubo",
      email: "ada@example.com",
      subject: "A commission",
      status: "pending",
      spamReason: null,
      ipHash: hashIp("203.0.113.10"),
    });
    expect(nudged).toEqual([id]);
  });

  it("logs what happened to a message without the visitor's name, address or words", async () => {
    const { post, logger } = testApp();
    const answer = await post(validSubmission());
    expect(logger.lines).toEqual([
      {
        level: "info",
        msg: "contact message accepted",
        fields: { id: answer.body.id, spamReason: null },
      },
    ]);
    const logged = JSON.stringify(logger.lines);
    for (const secret of ["Ada Lovelace", "ada@example.com", "A commission", "gallery"]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("stores the sender's IP address only as a salted hash", async () => {
    const { post, store } = testApp();
    const { body } = await post(validSubmission(), { ip: "198.51.100.77" });
    const stored = await store.find(String(body.id));
    expect(stored).not.toBe("ambiguous");
    if (!stored || stored === "ambiguous") throw new Error("message not stored");
    expect(stored.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(stored)).not.toContain("198.51.100.77");
  });

  it("treats the subject as optional", async () => {
    const { post } = testApp();
    const { subject: _none, ...withoutSubject } = validSubmission();
    expect((await post(withoutSubject)).status).toBe(202);
  });

  describe("invalid input gets a 4xx with a JSON error naming the problem", () => {
    it("400 validation_failed names each invalid field with the form's messages", async () => {
      const { post, store } = testApp();
      const answer = await post({ name: "", email: "not-an-address", message: " ", website: "" });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: "validation_failed",
        message: "Some fields need attention.",
        fields: {
          name: "Name is required",
          email: "Invalid email address",
          message: "Message is required",
        },
      });
      expect(await store.list({})).toEqual([]);
    });

    it("400 for missing fields: 'Email is required'", async () => {
      const { post } = testApp();
      const { email: _none, ...withoutEmail } = validSubmission();
      const answer = await post(withoutEmail);
      expect(answer.body.fields).toEqual({ email: "Email is required" });
    });

    it.each([
      ["name", { name: "x".repeat(101) }, "Name must be at most 100 characters"],
      ["subject", { subject: "x".repeat(201) }, "Subject must be at most 200 characters"],
      ["message", { message: "x".repeat(5001) }, "Message must be at most 5000 characters"],
      [
        "email",
        { email: `${"a".repeat(250)}@example.com` },
        "Email must be at most 254 characters",
      ],
      ["name", { name: "Eve\r\nBcc: victim@example.com" }, "Name must be a single line of text"],
      [
        "subject",
        { subject: "Hi\nBcc: victim@example.com" },
        "Subject must be a single line of text",
      ],
      ["message", { message: "ring \u0007 bell" }, "Message contains characters that are not text"],
      ["email", { email: "ada@example.com\r\nBcc: victim@example.com" }, "Invalid email address"],
    ])("400 when %s is %j", async (field, overrides, message) => {
      const { post } = testApp();
      const answer = await post(validSubmission(overrides));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: "validation_failed",
        fields: { [field]: message },
      });
    });

    it("400 for wrongly typed fields", async () => {
      const { post } = testApp();
      const answer = await post({ ...validSubmission(), name: 42, message: ["a"] });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({
        name: "Name is required",
        message: "Message is required",
      });
    });

    it("400 invalid_json for a body that is not JSON", async () => {
      const { post } = testApp();
      const answer = await post('{"name": "Ada",');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: "invalid_json",
        message: "The request body is not valid JSON.",
      });
    });

    it.each(["[]", "null", '"text"', "42", ""])(
      "400 invalid_json for the JSON value %j",
      async (raw) => {
        const { post } = testApp();
        const answer = await post(raw);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe("invalid_json");
      },
    );

    it.each([
      ["text/plain", "name=Ada"],
      ["multipart/form-data; boundary=x", "--x--"],
    ])("415 unsupported_media_type for %s", async (type, body) => {
      const { request } = testApp();
      const res = await request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: "unsupported_media_type",
        message:
          "Send the message as application/json, or as a form (application/x-www-form-urlencoded).",
      });
    });

    it("415 when there is no Content-Type at all", async () => {
      const { request } = testApp();
      const res = await request("/api/contact", { method: "POST", body: "{}" });
      expect(res.status).toBe(415);
    });

    it("accepts application/json with a charset", async () => {
      const { post } = testApp();
      const answer = await post(validSubmission(), {
        headers: { "Content-Type": "application/json; charset=utf-8" },
      });
      expect(answer.status).toBe(202);
    });

    it("413 payload_too_large for a body over the limit, by its Content-Length", async () => {
      const { post, store } = testApp();
      const answer = await post(validSubmission({ message: "x".repeat(maxBodyBytes) }));
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        error: "payload_too_large",
        message: "The message is too large (at most 64 KB).",
      });
      expect(await store.list({})).toEqual([]);
    });

    it("413 for a streamed body without Content-Length, reading no more than the limit", async () => {
      const { request } = testApp();
      let pulled = 0;
      const chunk = new TextEncoder().encode("x".repeat(4096));
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      // The stream never ends; the answer came after at most the limit plus one chunk read ahead.
      expect(pulled).toBeLessThanOrEqual(maxBodyBytes + 2 * chunk.length);
    });

    it("403 forbidden_origin for a request sent from another site's page", async () => {
      const { post, store } = testApp();
      const answer = await post(validSubmission(), {
        headers: { Origin: "https://evil.example" },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        error: "forbidden_origin",
        message: "Messages can only be sent from this site's own contact form.",
      });
      expect(await store.list({})).toEqual([]);
    });

    it.each(["null", "https://noor-ellison.example.evil.example", "http://localhost.evil:80"])(
      "403 for the Origin %s",
      async (origin) => {
        const { post } = testApp();
        expect((await post(validSubmission(), { headers: { Origin: origin } })).status).toBe(403);
      },
    );

    it.each(["https://noor-ellison.example", "http://localhost", "https://localhost"])(
      "accepts the site's own origin %s",
      async (origin) => {
        const { post } = testApp();
        expect((await post(validSubmission(), { headers: { Origin: origin } })).status).toBe(202);
      },
    );

    it("400 invalid_idempotency_key for a malformed key", async () => {
      const { post } = testApp();
      const answer = await post(validSubmission(), {
        headers: { "Idempotency-Key": "x".repeat(129) },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("invalid_idempotency_key");
    });

    it("never answers with a 5xx, whatever arrives", async () => {
      const { request } = testApp();
      // A fixed-seed generator, so any failure can be replayed.
      let seed = 20260115;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
      const values = [
        null,
        true,
        -1,
        Number.MAX_VALUE,
        "",
        " ",
        "\u0000",
        "\ud800",
        "x".repeat(6000),
        [],
        {},
        { $gt: "" },
        "ada@example.com",
        "<script>alert(1)</script>",
      ] as const;
      const fields = ["name", "email", "subject", "message", "website", "elapsedMs", "__proto__"];
      const types = ["application/json", "application/JSON", "text/json", "", "application/json;;"];
      for (let i = 0; i < 300; i++) {
        const body: Record<string, unknown> = {};
        for (const field of fields) if (random() < 0.7) body[field] = pick(values);
        let raw = JSON.stringify(body);
        if (random() < 0.2) raw = raw.slice(0, Math.floor(random() * raw.length));
        if (random() < 0.1) raw = `${"[".repeat(5000)}${"]".repeat(5000)}`;
        const method = pick(["POST", "POST", "POST", "PUT", "GET"]);
        const res = await request("/api/contact", {
          method,
          headers: {
            "Content-Type": pick(types),
            "Idempotency-Key": pick(["", "k", "%E2", crypto.randomUUID()]),
            Origin: pick(["http://localhost", "https://noor-ellison.example", "null"]),
          },
          body: method === "GET" ? undefined : raw,
        });
        expect(res.status, `request ${i}: ${raw.slice(0, 80)}`).toBeLessThan(500);
      }
    });
  });

  describe("spam traps", () => {
    it("files a filled-in honeypot as spam: same 202, stored, never handed to the outbox", async () => {
      const { post, store, nudged } = testApp();
      const answer = await post(validSubmission({ website: "https://cheap-pills.example" }));
      expect(answer.status).toBe(202);
      expect(answer.body.status).toBe("accepted");
      expect(await store.find(String(answer.body.id))).toMatchObject({
        status: "spam",
        spamReason: "honeypot",
        nextAttemptAt: null,
      });
      expect(nudged).toEqual([]);
      expect((await store.deliveryCounts()).pending).toBe(0);
    });

    it(`files a form sent within ${minimumFillTimeMs} ms of being shown as spam`, async () => {
      const { post, store, nudged } = testApp();
      const answer = await post(validSubmission({ elapsedMs: minimumFillTimeMs - 1 }));
      expect(answer.status).toBe(202);
      expect(await store.find(String(answer.body.id))).toMatchObject({
        status: "spam",
        spamReason: "too_fast",
      });
      expect(nudged).toEqual([]);
    });

    it("accepts a form sent exactly at the minimum time", async () => {
      const { post, store } = testApp();
      const answer = await post(validSubmission({ elapsedMs: minimumFillTimeMs }));
      expect(await store.find(String(answer.body.id))).toMatchObject({ status: "pending" });
    });

    it.each([
      ["missing", undefined],
      ["a string", "5000"],
      ["negative", -5000],
    ])("files a submission whose elapsedMs is %s as spam", async (_label, elapsedMs) => {
      const { post, store } = testApp();
      const answer = await post({ ...validSubmission(), elapsedMs });
      expect(answer.status).toBe(202);
      expect(await store.find(String(answer.body.id))).toMatchObject({
        status: "spam",
        spamReason: "no_timing",
      });
    });
  });

  describe("Idempotency-Key", () => {
    it("answers a repeated key with the first answer and stores nothing new", async () => {
      const { post, store, nudged } = testApp();
      const key = crypto.randomUUID();
      const first = await post(validSubmission(), { headers: { "Idempotency-Key": key } });
      const again = await post(validSubmission(), { headers: { "Idempotency-Key": key } });
      expect(first.status).toBe(202);
      expect(again.status).toBe(202);
      expect(again.body).toEqual(first.body);
      expect(await store.list({})).toHaveLength(1);
      expect(nudged).toHaveLength(1);
    });

    it("does not spend a key on a rejected attempt: the corrected message is stored", async () => {
      const { post, store } = testApp();
      const key = crypto.randomUUID();
      const typo = await post(validSubmission({ email: "ada@example" }), {
        headers: { "Idempotency-Key": key },
      });
      const fixed = await post(validSubmission(), { headers: { "Idempotency-Key": key } });
      expect(typo.status).toBe(400);
      expect(fixed.status).toBe(202);
      expect(await store.list({})).toHaveLength(1);
    });

    it("treats a key as new after 24 hours", async () => {
      const { post, store, advance } = testApp();
      const key = crypto.randomUUID();
      const first = await post(validSubmission(), { headers: { "Idempotency-Key": key } });
      advance(24 * 60 * 60_000 + 1);
      const later = await post(validSubmission(), { headers: { "Idempotency-Key": key } });
      expect(later.body.id).not.toBe(first.body.id);
      expect(await store.list({})).toHaveLength(2);
    });

    it("stores every submission without a key", async () => {
      const { post, store } = testApp();
      await post(validSubmission());
      await post(validSubmission());
      expect(await store.list({})).toHaveLength(2);
    });
  });

  describe("rate limit", () => {
    const rateLimit = { limit: 3, windowMs: 10 * 60_000 };

    it("answers 429 rate_limited with Retry-After once a client used up its accepted messages", async () => {
      const { post, store } = testApp({ rateLimit });
      for (let i = 0; i < 3; i++) expect((await post(validSubmission())).status).toBe(202);
      const limited = await post(validSubmission());
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        error: "rate_limited",
        message: "Too many messages were sent from your network. Please try again later.",
        retryAfterSeconds: expect.any(Number),
      });
      const retryAfter = Number(limited.headers.get("Retry-After"));
      expect(retryAfter).toBe(limited.body.retryAfterSeconds);
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await store.list({})).toHaveLength(3);
    });

    it("never locks out a visitor correcting typos: rejected attempts do not count", async () => {
      const { post } = testApp({ rateLimit });
      for (let i = 0; i < 20; i++) {
        expect((await post(validSubmission({ email: `typo${i}@example` }))).status).toBe(400);
      }
      for (let i = 0; i < 3; i++) expect((await post(validSubmission())).status).toBe(202);
    });

    it("does not count replays of an Idempotency-Key", async () => {
      const { post } = testApp({ rateLimit });
      const key = crypto.randomUUID();
      for (let i = 0; i < 10; i++) {
        expect(
          (await post(validSubmission(), { headers: { "Idempotency-Key": key } })).status,
        ).toBe(202);
      }
      expect((await post(validSubmission())).status).toBe(202);
      expect((await post(validSubmission())).status).toBe(202);
      expect((await post(validSubmission())).status).toBe(429);
    });

    it("counts each IPv4 address on its own and a whole IPv6 /64 as one", async () => {
      const { post } = testApp({ rateLimit: { limit: 1, windowMs: 60_000 } });
      expect((await post(validSubmission(), { ip: "198.51.100.1" })).status).toBe(202);
      expect((await post(validSubmission(), { ip: "198.51.100.2" })).status).toBe(202);
      expect((await post(validSubmission(), { ip: "2001:db8:1:2::10" })).status).toBe(202);
      expect((await post(validSubmission(), { ip: "2001:db8:1:2:ffff::99" })).status).toBe(429);
      expect((await post(validSubmission(), { ip: "2001:db8:1:3::10" })).status).toBe(202);
    });

    it("ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it", async () => {
      const direct = testApp({ rateLimit: { limit: 1, windowMs: 60_000 } });
      const spoof = (n: number) => ({ headers: { "X-Forwarded-For": `192.0.2.${n}` } });
      expect((await direct.post(validSubmission(), spoof(1))).status).toBe(202);
      expect((await direct.post(validSubmission(), spoof(2))).status).toBe(429);

      const proxied = testApp({ rateLimit: { limit: 1, windowMs: 60_000 }, trustProxyHops: 1 });
      // Behind one proxy, the visitor is the last entry; earlier entries are the client's own.
      const via = (visitor: string) => ({ headers: { "X-Forwarded-For": `10.0.0.1, ${visitor}` } });
      expect((await proxied.post(validSubmission(), via("192.0.2.1"))).status).toBe(202);
      expect((await proxied.post(validSubmission(), via("192.0.2.2"))).status).toBe(202);
      expect((await proxied.post(validSubmission(), via("192.0.2.1"))).status).toBe(429);
    });
  });

  it("answers 503 storage_unavailable, not a crash, when the database cannot be written", async () => {
    const { post, store, logger } = testApp();
    store.close();
    const answer = await post(validSubmission());
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe("storage_unavailable");
    expect(logger.lines.some((l) => l.level === "error")).toBe(true);
  });
});

describe("API addresses", () => {
  it("GET /api/health reports the database and the delivery queue, without personal data", async () => {
    const { request, post, store } = testApp();
    await post(validSubmission());
    await post(validSubmission());
    const [first] = await store.list({});
    if (first) await store.recordFailure(first.id, "550 rejected");
    const res = await request("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok", database: "ok", pending: 1, failed: 1 });
  });

  it("GET /api/health answers 503 when the database cannot be read", async () => {
    const { request, store, logger } = testApp();
    store.close();
    const res = await request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "error", database: "error" });
    expect(logger.lines.map((l) => l.level)).toContain("error");
  });

  it("HEAD /api/health answers like GET without a body", async () => {
    const { request } = testApp();
    const res = await request("/api/health", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it.each(["/api/nothing", "/api", "/api/contact/extra", "/api/health/"])(
    "answers JSON 404 not_found for the unknown API address %s",
    async (path) => {
      const { request } = testApp();
      const res = await request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        error: "not_found",
        message: "There is no API at this address.",
      });
    },
  );

  it.each([
    ["GET", "/api/contact", "POST"],
    ["PUT", "/api/contact", "POST"],
    ["OPTIONS", "/api/contact", "POST"],
    ["DELETE", "/api/health", "GET, HEAD"],
    ["POST", "/api/health", "GET, HEAD"],
  ])("answers JSON 405 method_not_allowed for %s %s", async (method, path, allow) => {
    const { request } = testApp();
    const res = await request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe(allow);
    expect(await res.json()).toEqual({
      error: "method_not_allowed",
      message: `This address only answers ${allow}.`,
    });
  });

  it("still serves the site next to the API", async () => {
    const { request } = testApp();
    const res = await request("/about");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>About</title>");
    expect((await request("/no-such-page")).status).toBe(404);
  });
});
