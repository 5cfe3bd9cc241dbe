import { copyFile, link, mkdir, rename, rm } from "node:fs/promises";
import { extname, join } from "node:path";
import { contentFiles } from "../../core/content/content-files.server.ts";
import { type DraftsInBuild, draftsInBuild } from "../../core/content/drafts.server.ts";
import { type OutOfWindow, projectsOutOfWindow } from "../../core/content/live-windows.server.ts";
import { countedNoun } from "../../core/words/counted-noun.ts";
import { withoutHeldBackSlides } from "./held-back-slides.ts";

// Text the artist edits in place is copied; pictures and videos, replaced as whole files, are
// linked, which takes no time and no space.
const copiedExtensions = new Set([".md", ".yaml", ".yml", ".json", ".txt"]);

/** The content a build reads: how many files, and the projects it held back. */
export interface ContentSnapshot {
  files: number;
  drafts: DraftsInBuild;
  /** Projects outside their live window at the build's moment. */
  outOfWindow: OutOfWindow[];
  /** Slides of home.yaml left out with the projects their pictures belong to. */
  slidesLeftOut: string[];
}

/** What a build takes of the content folder, besides the folder itself. */
export interface SnapshotOptions {
  /** A preview's: the drafts complete enough to build are shown. */
  showDrafts?: boolean;
  /** The moment whose live windows apply; now unless given. */
  now?: number;
  /** Where projects outside their window are kept (a release's); removed without one. */
  heldBackDir?: string;
}

async function copyContent(contentDir: string, target: string): Promise<void> {
  const files = await contentFiles(contentDir);
  await Promise.all(
    files.map(async (path) => {
      const source = join(contentDir, path);
      const copy = join(target, path);
      await mkdir(join(copy, ".."), { recursive: true });
      if (copiedExtensions.has(extname(path).toLowerCase())) await copyFile(source, copy);
      else await link(source, copy).catch(() => copyFile(source, copy));
    }),
  );
}

/** Moves the projects outside their window out of the copy, into `heldBackDir` when given. */
async function holdBack(target: string, out: OutOfWindow[], heldBackDir?: string): Promise<void> {
  // Laid out as a content folder (`projects/<id>/`), so that it reads and merges as one; made
  // even when empty, so every release has the same folders.
  const keptIn = heldBackDir === undefined ? undefined : join(heldBackDir, "projects");
  if (keptIn !== undefined) await mkdir(keptIn, { recursive: true });
  await Promise.all(
    out.map(({ id }) => {
      const folder = join(target, "projects", id);
      return keptIn === undefined
        ? rm(folder, { recursive: true })
        : rename(folder, join(keptIn, id));
    }),
  );
}

/**
 * Copies the content folder into the build's own folder before anything reads it, so the
 * whole build sees one state of the content even if the artist (or the Studio) saves a change
 * meanwhile, and the release keeps the content it was made from. Drafts the build does not
 * show are taken out of the copy: nothing of them (page, lists, pictures, sitemap) can reach
 * the site, and what they still lack cannot stop the build. Projects outside their live
 * window are taken out the same way, and kept beside the copy for the moment they go live.
 */
export async function snapshotContent(
  contentDir: string,
  target: string,
  options: SnapshotOptions = {},
): Promise<ContentSnapshot> {
  await copyContent(contentDir, target);
  const drafts = draftsInBuild(target, options.showDrafts === true);
  await Promise.all(
    drafts.leftOut.map(({ id }) => rm(join(target, "projects", id), { recursive: true })),
  );
  const outOfWindow = projectsOutOfWindow(target, options.now ?? Date.now());
  await holdBack(target, outOfWindow, options.heldBackDir);
  const slidesLeftOut = await withoutHeldBackSlides(
    target,
    [...drafts.leftOut, ...outOfWindow].map(({ id }) => id),
  );
  return { files: (await contentFiles(target)).length, drafts, outOfWindow, slidesLeftOut };
}

/** What a build did with the drafts and the projects outside their window, for its summary. */
export function heldBackSummary({ drafts, outOfWindow, slidesLeftOut }: ContentSnapshot): string {
  const { shown, leftOut } = drafts;
  const ids = (list: { id: string }[]) => list.map(({ id }) => id).join(", ");
  const notYet = outOfWindow.filter(({ standing }) => standing === "not yet live");
  const down = outOfWindow.filter(({ standing }) => standing === "taken down");
  const parts = [
    shown.length > 0 ? `${countedNoun(shown.length, "draft")} shown (${shown.join(", ")})` : "",
    leftOut.length > 0 ? `${countedNoun(leftOut.length, "draft")} left out (${ids(leftOut)})` : "",
    notYet.length > 0
      ? `${countedNoun(notYet.length, "project")} not yet live (${ids(notYet)})`
      : "",
    down.length > 0 ? `${countedNoun(down.length, "project")} taken down (${ids(down)})` : "",
    slidesLeftOut.length > 0
      ? `${countedNoun(slidesLeftOut.length, "slide")} left out with them (${slidesLeftOut.join(", ")})`
      : "",
  ];
  return parts.filter((part) => part !== "").join(", ");
}
