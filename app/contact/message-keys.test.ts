import { describe, expect, it } from "vitest";
import { createMessageKeys, randomUuid } from "./message-keys.ts";

const message = { name: "Ada", email: "ada@example.com", subject: "", message: "Hello" };

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("idempotency keys of contact messages", () => {
  it("reuses the key when the same words are sent again", () => {
    const keys = createMessageKeys(counter());
    expect(keys.keyFor(message)).toBe("key-1");
    expect(keys.keyFor({ ...message })).toBe("key-1");
  });

  it("makes a new key when the words change", () => {
    const keys = createMessageKeys(counter());
    keys.keyFor(message);
    expect(keys.keyFor({ ...message, message: "Hello again" })).toBe("key-2");
  });

  it("makes a new key for the next message once one was accepted", () => {
    const keys = createMessageKeys(counter());
    keys.keyFor(message);
    keys.forget();
    expect(keys.keyFor(message)).toBe("key-2");
  });

  it("makes random version-4 UUIDs", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const first = randomUuid();
    expect(first).toMatch(uuid);
    expect(randomUuid()).not.toBe(first);
  });
});
