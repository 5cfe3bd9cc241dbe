import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { displayPath } from "./content-error.server.ts";

/**
 * Why `file` (relative to `folder`) cannot be used, or undefined when it is there. Names must
 * match letter for letter: `01.JPG` found for `01.jpg` on a laptop would be missing on the
 * web server.
 */
export function missingFileProblem(folder: string, file: string): string | undefined {
  const path = join(folder, file);
  const parent = dirname(path);
  const names = existsSync(parent) ? readdirSync(parent) : [];
  const name = basename(path);
  if (names.includes(name) && statSync(path).isFile()) return undefined;
  const nearly = names.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (nearly) return `no file "${file}"; did you mean "${nearly}"? (upper and lower case matter)`;
  return `no file "${file}" in ${displayPath(folder)}`;
}
