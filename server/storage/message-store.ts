import type {
  AcceptResult,
  MessageStatus,
  NewMessage,
  StoredMessage,
} from "../../core/messages/stored-message.ts";

/**
 * What the contact API needs from storage. Asynchronous, so that a hosted database (a serverless
 * platform's SQL service) can stand in for the embedded SQLite one.
 */
export interface ContactStore {
  /**
   * Stores a submission and commits it before resolving. When the idempotency key was already
   * used within the idempotency window, stores nothing and returns the first message's id.
   */
  accept(message: NewMessage, idempotencyWindowMs: number): Promise<AcceptResult>;
  /** The id of the message first stored under this key, if it is still within the window. */
  answerFor(
    idempotencyKey: string,
    now: number,
    idempotencyWindowMs: number,
  ): Promise<string | undefined>;
  /** Counts for the health check; rejects when the database cannot be read. */
  deliveryCounts(): Promise<{ pending: number; failed: number }>;
}

/** What the outbox worker needs from storage. */
export interface OutboxStore {
  /**
   * Leases up to `limit` pending messages that are due, so no other process sends them while
   * this one does. A lease that is not released by a delivery result runs out at `leaseUntil`.
   * With `id`, only that message is considered.
   */
  claimDue(options: {
    now: number;
    owner: string;
    leaseUntil: number;
    limit: number;
    id?: string | undefined;
  }): Promise<StoredMessage[]>;
  recordSent(id: string, now: number, deliveryRef: string): Promise<void>;
  recordRetry(id: string, nextAttemptAt: number, error: string): Promise<void>;
  recordFailure(id: string, error: string): Promise<void>;
  /** When the next pending message falls due, if any. */
  nextDueAt(): Promise<number | undefined>;
  /** The owners of leases still held, to find those left behind by a stopped process. */
  leaseOwners(): Promise<string[]>;
  releaseLeases(owner: string): Promise<number>;
}

/** What the messages command needs from storage. */
export interface MessageArchive {
  list(filter: { status?: MessageStatus; limit?: number }): Promise<StoredMessage[]>;
  /** A message by its id or by a prefix of it that matches exactly one message. */
  find(idOrPrefix: string): Promise<StoredMessage | "ambiguous" | undefined>;
  /** Puts a message back in the queue for delivery now, retrying until `giveUpAt`. */
  requeue(id: string, now: number, giveUpAt: number): Promise<void>;
}
