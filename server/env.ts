import { resolve } from "node:path";
import { z } from "zod";
import { defaultBuildDir } from "./releases/build-dir.ts";
import { defaultDataDir } from "./storage/data-dir.ts";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .default("false")
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Settings in an SMTP address's query that would let the password travel without TLS. */
const tlsSettings = ["ignoreTLS", "requireTLS", "secure"];

const smtpUrl = z
  .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
  .refine(
    (value) => {
      const url = new URL(value);
      return url.username === "" || !tlsSettings.some((name) => url.searchParams.has(name));
    },
    {
      error:
        "must not set ignoreTLS, requireTLS or secure in its query when it holds a user name: the password is sent only over TLS, unless SMTP_ALLOW_PLAINTEXT_LOGIN=true says otherwise",
    },
  )
  .optional();

// A bare address or `Name <address>`.
const mailbox = z
  .string()
  .regex(
    /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
    "must be an e-mail address, optionally as Name <address>",
  )
  .optional();

/** A folder, taken from the working directory when given as a relative path. */
function folder(defaultDir: string) {
  return z
    .string()
    .min(1)
    .default(defaultDir)
    .transform((dir) => resolve(dir));
}

/** A whole number of `unit`s, at least `least`, with what is wrong in the owner's words. */
function wholeNumberOf(unit: string, least: number, tooFew: string) {
  return z.coerce
    .number({ error: `must be a number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(least, tooFew);
}

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    BUILD_DIR: folder(defaultBuildDir),
    DATA_DIR: folder(defaultDataDir),
    // The artist's content folder, which the Studio edits and the build reads.
    CONTENT_DIR: folder("content"),
    CONTENT_QUOTA_MB: wholeNumberOf("megabytes", 1, "must be at least 1").default(2048),
    // The build's image cache (app/images/image-cache-dir.server.ts), for builds the Studio starts.
    IMAGE_CACHE_DIR: folder(".cache/images"),
    // How many of the server's own daily backups of the messages DATA_DIR/backups keeps; 0 turns
    // them off (where a timer of the system makes them instead).
    BACKUP_KEEP: wholeNumberOf("backups", 0, "must be 0 (no daily backups) or more").default(14),
    // The site's public address. The starting site of a first start takes it as its `siteUrl`;
    // from then on the address is content (site.yaml), which the artist changes in the Studio.
    SITE_URL: z
      .url({
        protocol: /^https?$/,
        error: "must be the site's address, such as https://www.example.com",
      })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    SMTP_URL: smtpUrl,
    SMTP_ALLOW_PLAINTEXT_LOGIN: flag,
    CONTACT_TO: z.email({ error: "must be an e-mail address" }).optional(),
    CONTACT_FROM: mailbox,
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value, ctx) => {
        if (value === "false" || value === "0") return 0;
        if (value === "true") return 1;
        const hops = Number(value);
        if (Number.isInteger(hops) && hops > 0 && hops < 10) return hops;
        ctx.addIssue({
          code: "custom",
          message: "must be false, true or a number of proxies (1-9)",
        });
        return z.NEVER;
      }),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_DISABLED: flag,
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).optional(),
    IP_HASH_SALT: z.string().min(16, "must be at least 16 characters").optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "test") return;
    const testsOnly = (name: string, instead: string) =>
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `is honoured only together with NODE_ENV=test (tests and benchmarks); ${instead}`,
      });
    if (env.RATE_LIMIT_DISABLED) {
      testsOnly("RATE_LIMIT_DISABLED", "a public server must keep its rate limit");
    }
    if (env.OUTBOX_RETRY_BASE_MS !== undefined) {
      testsOnly("OUTBOX_RETRY_BASE_MS", "a public server keeps the default back-off");
    }
  });

/** The server's settings, from the environment; the site's own come with each build. */
export type Settings = z.infer<typeof envSchema>;

/**
 * Reads the settings once at start-up; a bad value stops the program with a message naming the
 * variable and what is wrong with it. Empty variables count as unset.
 */
export function parseEnv(source: NodeJS.ProcessEnv): Settings {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return result.data;
}
