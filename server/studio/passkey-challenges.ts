import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { RelyingParty } from "./passkey-relying-party.ts";

/** What a challenge is for: adding a passkey (in one session) or signing in. */
export type PasskeyCeremony =
  | { purpose: "register"; sessionId: string; party: RelyingParty }
  | { purpose: "sign-in"; party: RelyingParty };

/** How long the browser has to answer a challenge: WebAuthn's own timeout with some slack. */
export const challengeLifetimeMs = 5 * 60_000;

const nonceBytes = 16;
const timeBytes = 8;
const macBytes = 32;

/**
 * The challenges of passkey ceremonies, signed rather than stored: a challenge carries its own
 * expiry and the server's signature over it, its purpose, the session that asked (to add one)
 * and the page's origin. Nothing is kept until it is answered, so no number of requests for
 * challenges can push out the one the owner is answering. Each answered challenge is
 * remembered until it expires, so that a replay finds it used. The key is made anew with each
 * process: a restart costs at most a retry.
 */
export class PasskeyChallenges {
  readonly #key = randomBytes(32);
  readonly #used = new Map<string, number>();
  readonly #clock: () => number;

  constructor(clock: () => number = Date.now) {
    this.#clock = clock;
  }

  /** A new challenge for `ceremony`, as the bytes WebAuthn's options carry. */
  issue(ceremony: PasskeyCeremony): Uint8Array<ArrayBuffer> {
    const nonce = randomBytes(nonceBytes);
    const time = Buffer.alloc(timeBytes);
    time.writeBigUInt64BE(BigInt(this.#clock() + challengeLifetimeMs));
    return new Uint8Array(Buffer.concat([nonce, time, this.#mac(ceremony, nonce, time)]));
  }

  /**
   * Whether `challenge` (base64url, as the browser's answer names it) was issued by this
   * process for `ceremony`, is still live and was not answered before; it is used up either way.
   */
  take(challenge: string, ceremony: PasskeyCeremony): boolean {
    const bytes = Buffer.from(challenge, "base64url");
    if (bytes.length !== nonceBytes + timeBytes + macBytes) return false;
    const nonce = bytes.subarray(0, nonceBytes);
    const time = bytes.subarray(nonceBytes, nonceBytes + timeBytes);
    const mac = bytes.subarray(nonceBytes + timeBytes);
    const expected = this.#mac(ceremony, nonce, time);
    if (!timingSafeEqual(mac, expected)) return false;
    const expiresAt = Number(time.readBigUInt64BE());
    const now = this.#clock();
    this.#forgetExpired(now);
    // Remembered by its random part: one challenge has more than one base64url spelling.
    const key = nonce.toString("hex");
    if (expiresAt <= now || this.#used.has(key)) return false;
    this.#used.set(key, expiresAt);
    return true;
  }

  #mac(ceremony: PasskeyCeremony, nonce: Buffer, time: Buffer): Buffer {
    const session = ceremony.purpose === "register" ? ceremony.sessionId : "";
    return createHmac("sha256", this.#key)
      .update(`${ceremony.purpose}\n${session}\n${ceremony.party.origin}\n`)
      .update(nonce)
      .update(time)
      .digest();
  }

  #forgetExpired(now: number): void {
    for (const [challenge, expiresAt] of this.#used) {
      if (expiresAt <= now) this.#used.delete(challenge);
    }
  }
}
