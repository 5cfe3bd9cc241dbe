import { createHash } from "node:crypto";

export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Hashes each inline `<script>` of a page the build wrote (React Router writes its hydration
 * data and module loader inline), so the page's Content Security Policy can allow exactly those
 * and no other inline script. Scripts with a `src` and JSON data blocks never run inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(cspHash(body));
  }
  return [...hashes];
}
