import { mkdtemp, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { contentDir } from "../core/content/content-dir.server.ts";
import { ContentError, displayPath } from "../core/content/content-error.server.ts";
import { readContent } from "../core/content/read-content.server.ts";
import { countedNoun } from "../core/words/counted-noun.ts";
import { heldBackSummary, snapshotContent } from "./build/content-snapshot.ts";
import { locationWarnings } from "./location-warnings.ts";

/**
 * Reads the content as a publish does: a copy without the drafts (beside the content folder,
 * so its pictures are linked rather than copied), through the build's own loaders. The line
 * to print, or the problem, naming the artist's files rather than their copies.
 */
async function checkAsPublished(): Promise<{ ok: boolean; line: string }> {
  const copy = await mkdtemp(join(dirname(contentDir), ".check-content-"));
  const snapshot = join(copy, "content");
  try {
    const taken = await snapshotContent(contentDir, snapshot);
    const { media, projects } = readContent(snapshot);
    const left = heldBackSummary(taken);
    return {
      ok: true,
      line:
        `${displayPath(contentDir)} is valid: ${countedNoun(projects, "project")}, ` +
        `${countedNoun(media.images.length, "image")}, ${countedNoun(media.files.length, "video")}` +
        `${left ? `; ${left}` : ""}.`,
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const line = error.message.split(displayPath(snapshot)).join(displayPath(contentDir));
    return { ok: false, line };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * Checks every file of the content folder as the build does, without building: a quick
 * answer to "is my content valid?". A problem is reported as the build reports it, with the
 * file, the field and what is wrong; drafts are left out, as a publish leaves them. Pictures
 * that say where they were taken are named in warnings, which do not fail the check.
 */
async function main(): Promise<number> {
  const { ok, line } = await checkAsPublished();
  if (!ok) {
    console.error(line);
    return 1;
  }
  console.log(line);
  for (const warning of await locationWarnings(contentDir)) console.warn(warning);
  return 0;
}

if (import.meta.main) process.exitCode = await main();
