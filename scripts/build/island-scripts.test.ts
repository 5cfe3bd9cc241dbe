import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { islandModules } from "../../app/islands/island-registry.ts";
import { tempDir } from "../../server/testing/temp-dir.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { buildIslandScripts } from "./island-scripts.ts";

/**
 * Minified static imports and re-exports, `import{a as b}from"./x.js"`, `import"./x.js"` and
 * `export{a as default}from"./x.js"`; not import().
 */
const staticImport =
  /\b(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The modules a built file imports statically, at any depth, read from the files themselves. */
function importsInFiles(clientDir: string, url: string): Set<string> {
  const found = new Set<string>();
  const pending = [url];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const source = readFileSync(join(clientDir, next), "utf8");
    for (const [, specifier = ""] of source.matchAll(staticImport)) {
      const imported = new URL(specifier, `http://site${next}`).pathname;
      if (!found.has(imported)) pending.push(imported);
      found.add(imported);
    }
  }
  return found;
}

describe("the islands' scripts", { timeout: testLimits.build }, () => {
  it("name, for each island, every module its file imports statically, so that a page fetches them at once", async () => {
    const clientDir = tempDir("island-scripts");
    const scripts = await buildIslandScripts(clientDir, tempDir("island-scratch"));
    expect([...scripts.keys()].sort()).toEqual(Object.keys(islandModules).sort());
    for (const [name, script] of scripts) {
      expect(new Set(script.imports), name).toEqual(importsInFiles(clientDir, script.url));
    }
    // Islands share code: some import at least one module of their own.
    expect([...scripts.values()].some((script) => script.imports.length > 0)).toBe(true);
  });
});
