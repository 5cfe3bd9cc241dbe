import { contentDir } from "../core/content/content-dir.server.ts";
import { ContentError, displayPath } from "../core/content/content-error.server.ts";
import { readContent } from "../core/content/read-content.server.ts";
import { countedNoun } from "../core/words/counted-noun.ts";

/**
 * Reads every file of the content folder through the build's own loaders, without building:
 * a quick answer to "is my content valid?". A problem is reported as the build reports it,
 * with the file, the field and what is wrong.
 */
function main(): number {
  try {
    const { media, projects } = readContent(contentDir);
    console.log(
      `${displayPath(contentDir)} is valid: ${countedNoun(projects, "project")}, ` +
        `${countedNoun(media.images.length, "image")}, ${countedNoun(media.files.length, "video")}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    return 1;
  }
}

if (import.meta.main) process.exitCode = main();
