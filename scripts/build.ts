/**
 * `npm run build`: builds the site from content/ into a new release and makes it the one the
 * server serves (see scripts/build/build-site.ts). Prints each stage, and the image step's
 * progress with the time left: one updating line on a terminal, a plain line every tenth in a
 * log. The same progress reaches any caller of `buildSite` as events.
 */

import type { BuildEvent, ImageProgress } from "../core/build/build-events.ts";
import { contentDir } from "../core/content/content-dir.server.ts";
import { imageCacheDir } from "../core/images/image-cache-dir.server.ts";
import { buildDirFromEnv } from "../server/releases/build-dir.ts";
import { BuildLockedError } from "../server/releases/build-lock.ts";
import { requireNode24 } from "../server/require-node.ts";
import { dataDirFromEnv } from "../server/storage/data-dir.ts";
import { BuildFailure, buildSite } from "./build/build-site.ts";

requireNode24();

const terminal = process.stdout.isTTY === true;
const verbose = process.argv.includes("--verbose");
let lastTenth = -1;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A time left as people say it: "about 40 s", "about 3 min 20 s". */
function roughly(ms: number): string {
  const total = Math.max(1, Math.round(ms / 1000));
  if (total < 60) return `about ${total} s`;
  const minutes = Math.floor(total / 60);
  const rest = Math.round((total % 60) / 10) * 10;
  return `about ${minutes} min${rest > 0 && rest < 60 ? ` ${rest} s` : ""}`;
}

function imagesLine(progress: ImageProgress): string {
  const { done, total, encoded, toEncode, remainingMs } = progress;
  // With part of the pictures in the cache, the new ones are the work: counted apart.
  const fresh = toEncode > 0 && toEncode < total ? ` (${encoded} of ${toEncode} new)` : "";
  // Unknown until the first new image is done.
  const left = remainingMs ? `, ${roughly(remainingMs)} left` : "";
  return `  images: ${done} of ${total}${fresh}${left}`;
}

/** On a terminal, a line that the next one replaces. */
function status(line: string): void {
  process.stdout.write(`\r\x1b[2K${line}`);
}

function report(event: BuildEvent): void {
  if (event.type === "stage-started") {
    if (event.stage === "images") lastTenth = -1;
    if (terminal) status(`  ${event.stage}…`);
    return;
  }
  if (event.type === "images") {
    if (terminal) {
      status(imagesLine(event));
      return;
    }
    // In a log, a line at each tenth of the work, counted in images to encode when there are.
    const [part, whole] =
      event.toEncode > 0 ? [event.encoded, event.toEncode] : [event.done, event.total];
    const tenth = whole === 0 ? 10 : Math.floor((part / whole) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      console.log(imagesLine(event));
    }
    return;
  }
  if (event.type === "output") {
    if (!verbose) return;
    // The pages are made while the pictures' progress line is rewritten: that line goes first.
    if (terminal) status("");
    console.log(`    ${event.line}`);
    return;
  }
  if (terminal) status("");
  console.log(`✓ ${event.stage}: ${event.summary} (${seconds(event.ms)})`);
}

const buildRoot = buildDirFromEnv();
try {
  const { info, removed } = await buildSite({
    contentDir,
    buildRoot,
    imageCacheDir,
    dataDir: dataDirFromEnv(),
    onEvent: report,
  });
  console.log(
    `Built ${info.id} in ${seconds(info.buildMs)}: ${info.pages} pages, ${info.projects} projects, ${info.images} images. It is the site served now` +
      (removed.length > 0 ? `; removed the old builds ${removed.join(", ")}.` : "."),
  );
} catch (error) {
  if (terminal) process.stdout.write("\r\x1b[2K");
  if (error instanceof BuildFailure) {
    console.error(error.message);
    console.error(`The build stopped at "${error.stage}"; the site being served is unchanged.`);
  } else if (error instanceof BuildLockedError) {
    console.error(`Cannot build now: ${error.message}.`);
  } else throw error;
  process.exitCode = 1;
}
