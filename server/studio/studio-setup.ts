import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Logger } from "../logger.ts";
import { OwnerPassword } from "./owner-password.ts";

/** How long a setup address works: long enough to find it in the log, short if it leaked. */
export const setupLifetimeMs = 60 * 60_000;

/** The file in the data folder that keeps the setup address, for an owner who missed the log. */
export const setupAddressFile = "studio-setup-address.txt";

/** The page that takes the setup address; the token follows after `#`, never sent to a server log. */
export const setupPath = "/studio/setup";

export type SetupCheck = "valid" | "expired" | "invalid";

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}

/**
 * The first start without a terminal: while the Studio has no password, the server makes a
 * one-time setup address (an hour, one use), logs it and keeps it in the data folder. Opening
 * it lets the owner choose the password in a browser. The database holds only the token's hash;
 * a setting of the password by any way (this, or `npm run studio -- set-password`) ends it.
 */
export class StudioSetup {
  readonly #db: DatabaseSync;
  readonly #owner: OwnerPassword;
  readonly #clock: () => number;
  readonly #file: string;
  readonly #logger: Logger;
  /** Where the owner opens the site: the site's address, and the server's own. */
  readonly #addresses: () => string[];

  constructor(options: {
    db: DatabaseSync;
    dataDir: string;
    logger: Logger;
    addresses: () => string[];
    clock?: () => number;
  }) {
    this.#db = options.db;
    this.#owner = new OwnerPassword(options.db);
    this.#clock = options.clock ?? Date.now;
    this.#file = join(options.dataDir, setupAddressFile);
    this.#logger = options.logger;
    this.#addresses = options.addresses;
  }

  /**
   * Makes a setup address if the Studio has no password and none is live, and says where it is;
   * once a password is set, ends any. Returns the token when a new address was made.
   */
  ensure(): string | undefined {
    // On, or off because the owner turned it off: no way in but the terminal's.
    if (!this.possible()) {
      this.#end();
      return undefined;
    }
    const row = this.#db.prepare("SELECT expires_at FROM studio_setup WHERE id = 1").get();
    if (row && Number(row.expires_at) > this.#clock()) return undefined;
    const token = randomBytes(32).toString("base64url");
    const expiresAt = this.#clock() + setupLifetimeMs;
    this.#db
      .prepare(
        `INSERT INTO studio_setup (id, token_hash, expires_at) VALUES (1, ?, ?)
         ON CONFLICT (id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
      )
      .run(hashOf(token).toString("hex"), expiresAt);
    this.#announce(token, expiresAt);
    return token;
  }

  /** Whether the first start's setup is possible: no password, and not turned off on purpose. */
  possible(): boolean {
    return this.#owner.hash() === undefined && !this.#owner.offOnPurpose();
  }

  /** Whether `token` opens the setup now; an expired one makes a new address at once. */
  check(token: string): SetupCheck {
    const found = this.#find(token);
    if (found === "expired") this.ensure();
    return found;
  }

  /**
   * Sets the owner's password with a valid token, which is then used up: the same as
   * `npm run studio -- set-password`. Checking and setting run with no wait between them, so two
   * uses of one token cannot both pass.
   */
  complete(token: string, passwordHash: string): SetupCheck {
    const found = this.#find(token);
    if (found === "expired") this.ensure();
    if (found !== "valid") return found;
    this.#owner.set(passwordHash, this.#clock());
    this.#end();
    return found;
  }

  #find(token: string): SetupCheck {
    if (!this.possible() || !tokenPattern.test(token)) return "invalid";
    const row = this.#db
      .prepare("SELECT token_hash, expires_at FROM studio_setup WHERE id = 1")
      .get();
    if (!row) return "invalid";
    const stored = Buffer.from(String(row.token_hash), "hex");
    const given = hashOf(token);
    if (stored.length !== given.length || !timingSafeEqual(stored, given)) return "invalid";
    return Number(row.expires_at) > this.#clock() ? "valid" : "expired";
  }

  #end(): void {
    this.#db.prepare("DELETE FROM studio_setup").run();
    rmSync(this.#file, { force: true });
  }

  #announce(token: string, expiresAt: number): void {
    const [first, ...others] = this.#addresses().map((base) => `${base}${setupPath}#${token}`);
    const until = new Date(expiresAt).toISOString();
    this.#logger.warn(`Studio setup: open ${first} to choose the Studio's password`, {
      alsoAt: others.join(" ") || undefined,
      validUntil: until,
      once: true,
    });
    writeFileSync(
      this.#file,
      [
        "The Studio has no password yet. To choose it, open this address in a browser (it works",
        `once, until ${until}; after that the server's log has a new one):`,
        "",
        ...[first, ...others].map((address) => `  ${address}`),
        "",
        "Or set it from a terminal where the server runs: npm run studio -- set-password",
        "(in the container, which has no npm: node scripts/studio.ts set-password)",
        "",
      ].join("\n"),
      { mode: 0o600 },
    );
  }
}
