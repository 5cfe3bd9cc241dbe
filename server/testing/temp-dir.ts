import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const created: string[] = [];

/**
 * A fresh folder under the system's temp folder, removed when the test file finishes (by
 * tests/setup/temp-dirs.ts: test files share their worker's modules, so a hook registered here
 * would run for the first file only).
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  created.push(dir);
  return dir;
}

/** Removes every folder `tempDir` made since the last call. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}
