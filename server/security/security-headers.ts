import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { type CspSources, pagePolicy, resourcePolicy } from "./content-security-policy.ts";
import { inlineScriptHashes } from "./inline-hashes.ts";

export interface SecurityHeaderOptions {
  csp: CspSources;
  /** Whether X-Forwarded-Proto from a trusted proxy says the visitor used HTTPS. */
  trustProxy: boolean;
}

const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

// One entry per distinct page of the build; the bound only guards against unexpected growth.
const maxCachedPolicies = 2000;

function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (!trustProxy) return false;
  const proto = c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}

async function pageText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const encoding = response.headers.get("Content-Encoding");
  const decoded =
    encoding === "br"
      ? brotliDecompressSync(bytes)
      : encoding === "gzip"
        ? gunzipSync(bytes)
        : bytes;
  return decoded.toString("utf8");
}

/**
 * Security headers on every response. Each HTML page gets a Content Security Policy with the
 * hashes of its own inline scripts, computed from the page the first time it is served and kept
 * by its ETag (the same ETag means the same bytes). A body-less answer (304, HEAD) for a page not
 * seen yet carries no policy, so the browser keeps the one it stored with the page.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const policies = new Map<string, string>();

  const policyFor = async (res: Response): Promise<string | undefined> => {
    const etag = res.headers.get("ETag");
    const known = etag ? policies.get(etag) : undefined;
    if (known) return known;
    if (!res.body) return undefined;
    const policy = pagePolicy(options.csp, inlineScriptHashes(await pageText(res)));
    if (etag && policies.size < maxCachedPolicies) policies.set(etag, policy);
    return policy;
  };

  return async (c, next) => {
    await next();
    const isPage = (c.res.headers.get("Content-Type") ?? "").startsWith("text/html");
    // Work out the policy before touching the headers: reading the body can replace the
    // response object (and its headers) underneath.
    const policy = isPage ? await policyFor(c.res) : resourcePolicy;
    const headers = c.res.headers;
    if (policy) headers.set("Content-Security-Policy", policy);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", permissionsPolicy);
    headers.set("X-Frame-Options", "DENY");
    // Keeps other sites from scripting this window; popups (the newsletter signup tab) still open.
    headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    if (isHttps(c, options.trustProxy)) {
      headers.set("Strict-Transport-Security", "max-age=31536000");
    }
  };
}
