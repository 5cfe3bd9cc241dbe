import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { ServedRelease } from "../releases/served-releases.ts";

/** One file of the static copy: where it comes from in the release, and what it is. */
export interface StaticCopyFile {
  /** Its path inside the copy, e.g. `project/tide-lines/index.html`. */
  path: string;
  /** The release's file it is made from. */
  source: string;
  /**
   * `page`: a prerendered page, made relative and free of scripts; `not-found`: the page a
   * static host shows for unknown addresses (`404.html`, at any depth, so its addresses stay
   * absolute); `file`: copied as it is.
   */
  kind: "page" | "not-found" | "file";
}

export interface StaticCopyPlan {
  files: StaticCopyFile[];
  /** The addresses that have a page in the copy (`/`, `/portfolio`, …). */
  pages: Set<string>;
}

/**
 * What the server alone uses: precompressed twins, the app's data and scripts (the copy runs
 * none), the stand-ins it answers unknown project and category addresses with, and the app's
 * shell for unknown addresses.
 */
function serverOnly(path: string): boolean {
  const parts = path.split("/");
  return (
    /\.(br|gz|data|map)$/.test(path) ||
    (parts[0] === "assets" && !path.endsWith(".css")) ||
    parts.includes("_unknown") ||
    path === "__spa-fallback.html"
  );
}

/** The address of a page of the copy: `about/index.html` is `/about`. */
export function pageAddress(path: string): string {
  return `/${path.replace(/(^|\/)index\.html$/, "")}`;
}

/**
 * The files of the served release's public folder that make the static copy. Private projects
 * are not in that folder at all (the build keeps them in `private/`); the files page-access.json
 * names as theirs are left out all the same, so that no later change of the build can let one
 * through.
 */
export async function staticCopyPlan(release: ServedRelease): Promise<StaticCopyPlan> {
  const privateFiles = new Set(
    release.pageAccess.privateProjects.flatMap((project) =>
      project.images.map((image) => `img/${image}`),
    ),
  );
  const privatePages = new Set(release.pageAccess.privateProjects.map((project) => project.path));
  const entries = await readdir(release.clientDir, { recursive: true, withFileTypes: true });
  const files: StaticCopyFile[] = [];
  const pages = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const path = relative(release.clientDir, source).split(sep).join("/");
    if (serverOnly(path) || privateFiles.has(path)) continue;
    if (path === "404/index.html") {
      files.push({ path: "404.html", source, kind: "not-found" });
    } else if (path === "index.html" || path.endsWith("/index.html")) {
      const address = pageAddress(path);
      if (privatePages.has(address)) continue;
      pages.add(address);
      files.push({ path, source, kind: "page" });
    } else {
      files.push({ path, source, kind: "file" });
    }
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, pages };
}
