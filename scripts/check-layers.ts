/**
 * `npm run lint`'s check of the layers (docs/code-map.md): core/ imports from no other folder of
 * the project; server/ never from app/ or scripts/; app/ never from server/ or scripts/; no two
 * folders import each other, at any depth. Tests (`*.test.ts`) may import what they test from
 * anywhere. Prints each import that breaks a rule, and exits 1 if there is any.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/** The layers and the ones each may import from, besides itself. */
const allowed: Record<string, readonly string[]> = {
  core: [],
  app: ["core"],
  server: ["core"],
  scripts: ["core", "app", "server"],
};

interface Import {
  from: string;
  to: string;
  line: number;
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"'?]+)/g;

function productFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => (file.split("/")[0] ?? "") in allowed);
}

function importsOf(file: string): Import[] {
  const lines = readFileSync(file, "utf8").split("\n");
  return lines.flatMap((text, index) =>
    [...text.matchAll(importPattern)].map((match) => ({
      from: file,
      to: normalize(join(dirname(file), match[1] ?? "")),
      line: index + 1,
    })),
  );
}

function layerBreaks(imports: Import[]): string[] {
  return imports.flatMap(({ from, to, line }) => {
    const layer = from.split("/")[0] ?? "";
    const target = to.split("/")[0] ?? "";
    if (!(target in allowed) || target === layer || allowed[layer]?.includes(target)) return [];
    return [`${from}:${line}: ${layer}/ may not import from ${target}/ (${to})`];
  });
}

/**
 * The two sibling folders an import goes between: the folders under the deepest one both files
 * are in (server/studio/a.ts → server/content/b.ts: server/studio and server/content), or none
 * when one file is in the other's folder.
 */
function siblingFolders(from: string, to: string): [string, string] | undefined {
  const a = dirname(from).split("/");
  const b = dirname(to).split("/");
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  if (shared === a.length || shared === b.length) return undefined;
  return [a.slice(0, shared + 1).join("/"), b.slice(0, shared + 1).join("/")];
}

/** Each pair of folders that import each other, with one import each way. */
function mutualFolders(imports: Import[]): string[] {
  const edges = new Map<string, Import>();
  for (const item of imports) {
    const pair = siblingFolders(item.from, item.to);
    if (!pair) continue;
    const key = pair.join(" → ");
    if (!edges.has(key)) edges.set(key, item);
  }
  const found: string[] = [];
  for (const [key, there] of edges) {
    const [a = "", b = ""] = key.split(" → ");
    const back = edges.get(`${b} → ${a}`);
    if (!back || a > b) continue;
    found.push(
      `${a}/ and ${b}/ import each other: ${there.from}:${there.line} and ${back.from}:${back.line}`,
    );
  }
  return found;
}

const imports = productFiles().flatMap(importsOf);
const problems = [...layerBreaks(imports), ...mutualFolders(imports)];
if (problems.length > 0) {
  console.error(`The layers are broken (docs/code-map.md):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`Layers: ${imports.length} imports checked, none across the rules.`);
