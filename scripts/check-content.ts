import { contentDir } from "../core/content/content-dir.server.ts";
import { ContentError, displayPath } from "../core/content/content-error.server.ts";
import { readContent } from "../core/content/read-content.server.ts";
import { countedNoun } from "../core/words/counted-noun.ts";
import { locationWarnings } from "./location-warnings.ts";

/**
 * Reads every file of the content folder through the build's own loaders, without building:
 * a quick answer to "is my content valid?". A problem is reported as the build reports it,
 * with the file, the field and what is wrong. Pictures that say where they were taken are
 * named in warnings, which do not fail the check.
 */
async function main(): Promise<number> {
  try {
    const { media, projects } = readContent(contentDir);
    console.log(
      `${displayPath(contentDir)} is valid: ${countedNoun(projects, "project")}, ` +
        `${countedNoun(media.images.length, "image")}, ${countedNoun(media.files.length, "video")}.`,
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    return 1;
  }
  for (const warning of await locationWarnings(contentDir)) console.warn(warning);
  return 0;
}

if (import.meta.main) process.exitCode = await main();
