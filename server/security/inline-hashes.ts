import { createHash } from "node:crypto";

/** CSP source expressions ('sha256-…') for the inline code of one HTML page. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// Attribute values are hashed as the browser reads them, after character references.
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    const named: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
    return named[lower] ?? whole;
  });
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Finds the inline `<script>` and `<style>` elements and `style` attributes of a page the build
 * wrote (React Router writes its hydration data and module loader inline), and hashes each, so
 * the page's Content Security Policy can allow exactly those and nothing else.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (
      /\bsrc\s*=/i.test(attributes) ||
      /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)
    ) {
      continue;
    }
    scripts.push(cspHash(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = ""]) =>
    cspHash(body),
  );
  const styleAttributes = [
    ...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi),
  ].map(([, doubleQuoted, singleQuoted]) =>
    cspHash(decodeAttribute(doubleQuoted ?? singleQuoted ?? "")),
  );
  return {
    scripts: unique(scripts),
    styles: unique(styles),
    styleAttributes: unique(styleAttributes),
  };
}
