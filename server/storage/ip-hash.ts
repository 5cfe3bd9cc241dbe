import { createHmac, randomBytes } from "node:crypto";

/**
 * IP addresses are stored only as a keyed hash: enough to see that several messages came from
 * the same place, useless for finding out where that is without the salt.
 */
export function ipHasher(salt: string): (address: string) => string {
  return (address) => createHmac("sha256", salt).update(address).digest("hex").slice(0, 32);
}

export function newSalt(): string {
  return randomBytes(32).toString("hex");
}
