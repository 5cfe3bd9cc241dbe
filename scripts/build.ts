/**
 * `npm run build`: builds the site from content/ into a new release and makes it the one the
 * server serves (see scripts/build/build-site.ts). Prints each stage, and the image step's
 * progress: one updating line on a terminal, a plain line every tenth in a log.
 */
import { contentDir } from "../app/content/content-dir.server.ts";
import { imageCacheDir } from "../app/images/image-cache-dir.server.ts";
import { buildDirFromEnv } from "../server/releases/build-dir.ts";
import { BuildLockedError } from "../server/releases/build-lock.ts";
import { requireNode24 } from "../server/require-node.ts";
import { dataDirFromEnv } from "../server/storage/data-dir.ts";
import { type BuildEvent, BuildFailure, buildSite } from "./build/build-site.ts";

requireNode24();

const terminal = process.stdout.isTTY === true;
const verbose = process.argv.includes("--verbose");
let lastTenth = -1;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function imagesLine(done: number, total: number, elapsedMs: number): string {
  const left = done > 0 && done < total ? (elapsedMs / done) * (total - done) : undefined;
  return `  images: ${done} of ${total}${left === undefined ? "" : `, about ${seconds(left)} left`}`;
}

function report(event: BuildEvent): void {
  if (event.type === "stage-started") {
    if (event.stage === "images") lastTenth = -1;
    return;
  }
  if (event.type === "images") {
    const { done, total, elapsedMs } = event;
    if (terminal) {
      process.stdout.write(`\r\x1b[2K${imagesLine(done, total, elapsedMs)}`);
      return;
    }
    const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      console.log(imagesLine(done, total, elapsedMs));
    }
    return;
  }
  if (event.type === "output") {
    if (verbose) console.log(`    ${event.line}`);
    return;
  }
  if (terminal && event.stage === "images") process.stdout.write("\r\x1b[2K");
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
