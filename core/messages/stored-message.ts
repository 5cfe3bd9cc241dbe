import type { ContactMessage } from "../contact/contact-message.ts";

/**
 * pending: waiting to be delivered (now or after a back-off); sent: handed to the mail server
 * (or written as .eml); failed: rejected for good or retries exhausted; spam: kept, never mailed.
 */
export type MessageStatus = "pending" | "sent" | "failed" | "spam";

export const messageStatuses: readonly MessageStatus[] = ["pending", "sent", "failed", "spam"];

/** Why a submission was filed as spam; "owner" when the owner filed it in the Studio. */
export type SpamReason = "honeypot" | "too_fast" | "no_timing" | "owner";

export interface StoredMessage extends ContactMessage {
  id: string;
  receivedAt: number;
  status: MessageStatus;
  spamReason: SpamReason | null;
  /** A salted hash of the sender's IP address; the address itself is never stored. */
  ipHash: string | null;
  attempts: number;
  nextAttemptAt: number | null;
  /** Temporary failures are retried until this time, then the message is marked failed. */
  giveUpAt: number | null;
  lastError: string | null;
  sentAt: number | null;
  /** Where the message went: the mail server's answer or the .eml file written. */
  deliveryRef: string | null;
}

/** What the API hands to storage for a submission that passed validation. */
export interface NewMessage extends ContactMessage {
  receivedAt: number;
  ipHash: string;
  spamReason: SpamReason | null;
  /** Until when delivery is retried (unused for spam). */
  giveUpAt: number;
  idempotencyKey: string | null;
}

export interface AcceptResult {
  id: string;
  /** True when the idempotency key was already used: nothing new was stored. */
  replayed: boolean;
}
