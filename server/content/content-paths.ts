import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { slugPattern } from "../../core/content/project-schema.ts";

/** The longest project id (folder name) the Studio makes or opens. */
const maxIdLength = 80;

/**
 * Whether `id` may name a project folder: a slug (lower-case words joined by hyphens), which
 * also rules out `..`, slashes, dots, encoded characters and absolute paths before any path is
 * built from it.
 */
export function isProjectId(id: string): boolean {
  return id.length <= maxIdLength && slugPattern.test(id);
}

/** The folder of project `id` in the content folder, or undefined when `id` is not a slug. */
export function projectFolder(contentDir: string, id: string): string | undefined {
  return isProjectId(id) ? join(contentDir, "projects", id) : undefined;
}

/**
 * A file inside `folder` by a path relative to it, as content files name pictures
 * (`01.jpg`, `home/slide-1.jpg`), or undefined when the path would leave the folder or name a
 * hidden file: no `..`, no absolute path, no backslash, no part starting with a dot.
 */
export function fileInside(folder: string, path: string): string | undefined {
  if (path === "" || path.includes("\0") || path.includes("\\") || isAbsolute(path)) {
    return undefined;
  }
  if (path.split("/").some((part) => part === "" || part.startsWith("."))) return undefined;
  const root = resolve(folder);
  const file = resolve(root, path);
  const inside = relative(root, file);
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) return undefined;
  return file.startsWith(`${root}${sep}`) ? file : undefined;
}
