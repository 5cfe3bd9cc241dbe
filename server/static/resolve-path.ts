import { extname, posix } from "node:path";
import { hasControlCharacter } from "../http/control-characters.ts";
import { encodePath } from "../http/site-redirect.ts";

export type ResolvedPath =
  | { kind: "file"; file: string }
  | { kind: "redirect"; location: string }
  | { kind: "invalid" };

/**
 * Turns a request path into the build-relative file that answers it: `/about` is
 * `about/index.html`, `/` is `index.html`, anything with an extension is itself.
 * Paths that try to climb out of the build, or that no file could ever match (control
 * characters, backslashes), are invalid. A redirect's location is the decoded path encoded
 * again, so that what the browser reads is what was checked.
 */
export function resolveRequestPath(rawPath: string): ResolvedPath {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: "invalid" };
  }
  if (!path.startsWith("/") || hasControlCharacter(path) || path.includes("\\"))
    return { kind: "invalid" };
  const segments = path.split("/");
  if (segments.some((segment) => segment === ".." || segment === ".")) return { kind: "invalid" };
  if (segments.some((segment) => segment.startsWith(".") && segment.length > 0)) {
    return { kind: "invalid" };
  }
  const normalized = posix.normalize(path);
  if (normalized !== "/" && normalized.endsWith("/")) {
    return { kind: "redirect", location: encodePath(normalized.replace(/\/+$/, "")) };
  }
  if (normalized === "/") return { kind: "file", file: "index.html" };
  const relative = normalized.slice(1);
  return { kind: "file", file: extname(relative) ? relative : `${relative}/index.html` };
}
