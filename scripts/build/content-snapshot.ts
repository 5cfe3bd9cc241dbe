import { copyFile, link, mkdir, rm } from "node:fs/promises";
import { extname, join } from "node:path";
import { contentFiles } from "../../core/content/content-files.server.ts";
import { type DraftsInBuild, draftsInBuild } from "../../core/content/drafts.server.ts";
import { countedNoun } from "../../core/words/counted-noun.ts";

// Text the artist edits in place is copied; pictures and videos, replaced as whole files, are
// linked, which takes no time and no space.
const copiedExtensions = new Set([".md", ".yaml", ".yml", ".json", ".txt"]);

/** The content a build reads: how many files, and what it did with the drafts. */
export interface ContentSnapshot {
  files: number;
  drafts: DraftsInBuild;
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

/**
 * Copies the content folder into the build's own folder before anything reads it, so the
 * whole build sees one state of the content even if the artist (or the Studio) saves a change
 * meanwhile, and the release keeps the content it was made from. Drafts the build does not
 * show are taken out of the copy: nothing of them (page, lists, pictures, sitemap) can reach
 * the site, and what they still lack cannot stop the build.
 */
export async function snapshotContent(
  contentDir: string,
  target: string,
  showDrafts = false,
): Promise<ContentSnapshot> {
  await copyContent(contentDir, target);
  const drafts = draftsInBuild(target, showDrafts);
  await Promise.all(
    drafts.leftOut.map(({ id }) => rm(join(target, "projects", id), { recursive: true })),
  );
  return { files: (await contentFiles(target)).length, drafts };
}

/** What a build did with the drafts, for its summary; empty when there are none. */
export function draftsSummary({ shown, leftOut }: DraftsInBuild): string {
  const parts = [
    shown.length > 0 ? `${countedNoun(shown.length, "draft")} shown (${shown.join(", ")})` : "",
    leftOut.length > 0
      ? `${countedNoun(leftOut.length, "draft")} left out (${leftOut.map(({ id }) => id).join(", ")})`
      : "",
  ];
  return parts.filter((part) => part !== "").join(", ");
}
