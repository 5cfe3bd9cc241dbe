import type { RelyingParty } from "./passkey-relying-party.ts";

/** What a challenge was issued for: adding a passkey (by one session) or signing in. */
export type PasskeyCeremony =
  | { purpose: "register"; sessionId: string; party: RelyingParty }
  | { purpose: "sign-in"; party: RelyingParty };

interface Pending {
  ceremony: PasskeyCeremony;
  expiresAt: number;
}

/** How long the browser has to answer a challenge: WebAuthn's own timeout with some slack. */
export const challengeLifetimeMs = 5 * 60_000;

/** Challenges kept at most; anyone may ask for a sign-in challenge, so the table stays small. */
const maxPending = 200;

/**
 * The challenges handed out, in memory: each one is taken once, by the purpose (and session) it
 * was issued for, within its lifetime. A server restart drops them, which costs at most a retry.
 */
export class PasskeyChallenges {
  readonly #pending = new Map<string, Pending>();
  readonly #clock: () => number;

  constructor(clock: () => number = Date.now) {
    this.#clock = clock;
  }

  issue(challenge: string, ceremony: PasskeyCeremony): void {
    const now = this.#clock();
    for (const [key, pending] of this.#pending) {
      if (pending.expiresAt <= now) this.#pending.delete(key);
    }
    if (this.#pending.size >= maxPending) {
      const oldest = this.#pending.keys().next().value;
      if (oldest !== undefined) this.#pending.delete(oldest);
    }
    this.#pending.set(challenge, { ceremony, expiresAt: now + challengeLifetimeMs });
  }

  /**
   * The ceremony a challenge was issued for, if it is still live and of this purpose (and
   * session); the challenge is used up either way, so a replay finds nothing.
   */
  take(challenge: string, purpose: "sign-in"): PasskeyCeremony | undefined;
  take(challenge: string, purpose: "register", sessionId: string): PasskeyCeremony | undefined;
  take(challenge: string, purpose: PasskeyCeremony["purpose"], sessionId?: string) {
    const pending = this.#pending.get(challenge);
    this.#pending.delete(challenge);
    if (!pending || pending.expiresAt <= this.#clock()) return undefined;
    const { ceremony } = pending;
    if (ceremony.purpose !== purpose) return undefined;
    if (ceremony.purpose === "register" && ceremony.sessionId !== sessionId) return undefined;
    return ceremony;
  }
}
