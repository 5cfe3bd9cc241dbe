import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cspHash } from "./inline-hashes.ts";

/**
 * Libraries of the site that add a `<style>` element with fixed CSS when they load (the toast
 * library does so through its `__insertCSS` helper). Their CSS is hashed from the installed
 * package, so the policy allows exactly that stylesheet rather than any inline style.
 */
const injectedStyles = [{ moduleName: "sonner", call: "__insertCSS" }];

// The helpers append an empty <style> element first and fill it afterwards; browsers check it
// both times.
const emptyStyle = cspHash("");

function stylesInjectedBy(source: string, call: string): string[] {
  const pattern = new RegExp(`${call}\\(("(?:[^"\\\\]|\\\\.)*")\\)`, "g");
  const styles: string[] = [];
  for (const [, literal = ""] of source.matchAll(pattern)) {
    try {
      const css: unknown = JSON.parse(literal);
      if (typeof css === "string") styles.push(css);
    } catch {
      // Not a plain string literal: nothing that can be hashed ahead of time.
    }
  }
  return styles;
}

export function runtimeStyleHashes(): string[] {
  const require = createRequire(import.meta.url);
  const hashes = new Set<string>();
  for (const { moduleName, call } of injectedStyles) {
    let source: string;
    try {
      source = readFileSync(require.resolve(moduleName), "utf8");
    } catch {
      continue;
    }
    for (const css of stylesInjectedBy(source, call)) hashes.add(cspHash(css));
  }
  if (hashes.size > 0) hashes.add(emptyStyle);
  return [...hashes];
}
