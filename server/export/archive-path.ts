import { isAbsolute, relative, resolve } from "node:path";
import { z } from "zod";

/**
 * A file's name inside an archive as an import accepts it: forward slashes between plain
 * names, none empty, none `.` or `..`, none hidden (starting with a dot), no backslash, no
 * control character, not absolute. Anything else is refused before it is near the disk.
 */
export const archivePathSchema = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (path) =>
      !path.startsWith("/") &&
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
      !/[\\\u0000-\u001f\u007f]/.test(path) &&
      !/^[a-zA-Z]:/.test(path) &&
      path.split("/").every((part) => part !== "" && !part.startsWith(".")),
    "not a plain path inside the archive",
  );

/**
 * The file `path` (a checked archive path without its top folder) inside `root`, or undefined
 * when it would land anywhere else: the second check after the schema, on the path as the
 * file system will read it.
 */
export function pathInside(root: string, path: string): string | undefined {
  const target = resolve(root, path);
  const inside = relative(resolve(root), target);
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) return undefined;
  return target;
}
