import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every file of a folder with its bytes: two snapshots are equal when nothing was written there. */
export function folderState(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [file, readFileSync(file).toString("base64")];
      }),
  );
}
