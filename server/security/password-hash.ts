import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt's cost: 2^17 rounds over 8-block rows take 128 MiB and a noticeable fraction of a second
 * per guess, the minimum that OWASP's password storage guide recommends for scrypt. The values are
 * stored with each hash, so raising them later keeps older hashes readable.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const defaultScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const keyBytes = 32;
const saltBytes = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // Runs on libuv's thread pool: the server keeps answering while a password is checked.
    scrypt(password.normalize("NFKC"), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A slow, salted hash of `password`: `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = defaultScryptCost,
): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || salt === undefined || key === undefined) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((value) => Number.isInteger(value) && value > 0)) return undefined;
  return { cost, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

/** Whether `password` is the one `stored` was made from; false for a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== keyBytes) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}
