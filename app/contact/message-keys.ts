import type { ContactMessage } from "../../core/contact/contact-message.ts";

/** A random version-4 UUID, also where `crypto.randomUUID` is missing (pages not served over HTTPS). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface MessageKeys {
  /** The Idempotency-Key of this message: the same for the same words, a new one for new words. */
  keyFor(message: ContactMessage): string;
  /** Called once a message is accepted, so that the next one gets its own key. */
  forget(): void;
}

/**
 * Idempotency keys for the messages of one form. Sending the same words again after a
 * failure reuses the key, so the server can never store them twice; changed words are a
 * new message with a new key.
 */
export function createMessageKeys(newKey: () => string = randomUuid): MessageKeys {
  let current: { words: string; key: string } | undefined;
  return {
    keyFor(message) {
      const words = JSON.stringify([message.name, message.email, message.subject, message.message]);
      if (current?.words !== words) current = { words, key: newKey() };
      return current.key;
    },
    forget() {
      current = undefined;
    },
  };
}
