import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { BuildEvent } from "../../core/build/build-events.ts";
import { type BuildStage, buildStages } from "../../core/build/build-stages.ts";
import type { ReleaseInfo } from "../../core/build/release-info.ts";
import { displayPath } from "../../core/content/content-error.server.ts";
import { siteRouting } from "../../core/content/known-paths.server.ts";
import type { PageAccess } from "../../core/content/page-access.ts";
import { type ContentSummary, readContent } from "../../core/content/read-content.server.ts";
import { readImageManifest, writeImageManifest } from "../../core/images/image-manifest.server.ts";
import { accessPagePaths } from "../../core/site/access-pages.ts";
import { feedFrameFile } from "../../core/site/feed-frame-address.ts";
import { pageWithoutScripts } from "../../core/site/page-without-scripts.ts";
import { countedNoun } from "../../core/words/counted-noun.ts";
import { formatBytes } from "../../core/words/format-bytes.ts";
import { takeBuildLock } from "../../server/releases/build-lock.ts";
import { releaseFiles } from "../../server/releases/release-files.ts";
import {
  currentReleaseId,
  makeCurrent,
  newReleaseId,
  pruneReleases,
  releaseDir,
  releasesDir,
} from "../../server/releases/releases.ts";
import { spaShellPage } from "../../server/static/static-site.ts";
import { addAnalyticsToPages } from "./analytics-tag.ts";
import { snapshotContent } from "./content-snapshot.ts";
import { compileStarter, deferAppScripts } from "./defer-app-scripts.ts";
import { writeFeedFrame } from "./feed-frame.ts";
import { tidyImageCache, unusedImageDays } from "./images/image-cache-use.ts";
import { inlineStylesheets, linkedStylesheets } from "./inline-stylesheets.ts";
import { writePageHashes } from "./page-hashes.ts";
import { precompress } from "./precompress.ts";
import { planImageStep } from "./prepare-images.ts";
import { prerender } from "./prerender.ts";
import { prerenderFolder, prerenderFolderName } from "./prerender-folder.ts";
import { keepPrivatePagesApart, pageAccessOf, publicManifest } from "./private-projects.ts";
import { publishImages } from "./publish-images.ts";
import { requirePrivatePasswords } from "./require-private-passwords.ts";
import { writeSiteFiles } from "./site-files.ts";

export { type BuildStage, buildStages };

export interface BuildOptions {
  /** The artist's content folder. */
  contentDir: string;
  /** The folder of the releases and the `current` link (BUILD_DIR). */
  buildRoot: string;
  imageCacheDir: string;
  /** The data folder of the server the site is built for: private projects need a password there. */
  dataDir: string;
  /** How many releases to keep for rollback and for pages already open. */
  keep?: number;
  /**
   * Whether the finished build becomes the one served (default true). A preview is built
   * with false: complete and kept beside the others, but not served until it is switched to.
   */
  makeCurrent?: boolean;
  onEvent?: (event: BuildEvent) => void;
  /** Awaited just before the switch, the point from which the build goes live. */
  beforeSwitch?: () => Promise<void>;
}

export interface BuiltRelease {
  info: ReleaseInfo;
  /** Releases deleted to keep only the last ones. */
  removed: string[];
}

/** A build that stopped: the stage, and what went wrong in the artist's terms. */
export class BuildFailure extends Error {
  override name = "BuildFailure";
  readonly stage: BuildStage;

  constructor(stage: BuildStage, message: string) {
    super(message);
    this.stage = stage;
  }
}

const releasesKept = 5;

/** Renames, or copies where the two folders are on different disks. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
  }
}

/** Leftovers of a build that was killed: its unfinished folder, its link, React Router's output. */
async function removeLeftovers(root: string): Promise<void> {
  const names = await readdir(root);
  await Promise.all(
    names
      .filter(
        (name) =>
          name.startsWith(".staging-") ||
          name.startsWith(".current-") ||
          name === prerenderFolderName,
      )
      .map((name) => rm(join(root, name), { recursive: true, force: true })),
  );
}

/** Folders of the layout before releases, when the build wrote straight into the served folder. */
async function removeFlatLayout(root: string): Promise<void> {
  await Promise.all(
    ["client", "server", "site-routing.json"].map((name) =>
      rm(join(root, name), { recursive: true, force: true }),
    ),
  );
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Rewrites every page of the build with `change`, naming the page in any error. */
async function rewritePages(
  clientDir: string,
  change: (html: string) => string,
): Promise<{ pages: number; changed: number }> {
  const pages = await htmlFiles(clientDir);
  let changed = 0;
  await Promise.all(
    pages.map(async (page) => {
      const html = await readFile(page, "utf8");
      let result: string;
      try {
        result = change(html);
      } catch (error) {
        throw new Error(`${page}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (result === html) return;
      changed += 1;
      await writeFile(page, result);
    }),
  );
  return { pages: pages.length, changed };
}

async function inlineStyles(clientDir: string): Promise<number> {
  const hrefs = new Set<string>();
  for (const page of await htmlFiles(clientDir)) {
    for (const href of linkedStylesheets(await readFile(page, "utf8"))) hrefs.add(href);
  }
  const stylesheets = new Map<string, string>();
  for (const href of hrefs) stylesheets.set(href, await readFile(join(clientDir, href), "utf8"));
  const { changed } = await rewritePages(clientDir, (html) => inlineStylesheets(html, stylesheets));
  return changed;
}

/** The byte size of every built script, by the address pages load it from. */
async function scriptSizes(clientDir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const name of await readdir(join(clientDir, "assets"))) {
    if (name.endsWith(".js"))
      sizes.set(`/assets/${name}`, (await stat(join(clientDir, "assets", name))).size);
  }
  return sizes;
}

/**
 * The pages that send nothing to an analytics service: the Studio's shell, private projects and
 * their password form, the newsletter feed's frame.
 */
function pagesWithoutAnalytics(access: PageAccess): Set<string> {
  const file = (path: string) => `${path.slice(1)}/index.html`;
  return new Set([
    spaShellPage,
    feedFrameFile,
    ...access.privateProjects.map((project) => file(project.path)),
    ...Object.values(accessPagePaths).map(file),
  ]);
}

async function deferScripts(clientDir: string): Promise<number> {
  const starter = await compileStarter();
  const sizes = await scriptSizes(clientDir);
  const { pages } = await rewritePages(clientDir, (html) =>
    deferAppScripts(html, starter, (href) => sizes.get(href) ?? 0),
  );
  return pages;
}

/**
 * The pages of the build, prerendered by React Router from the content snapshot and the image
 * manifest into the release's client folder; how many.
 */
async function makePages(
  root: string,
  id: string,
  snapshot: string,
  manifestFile: string,
  client: string,
  signal: AbortSignal,
  emit: (event: BuildEvent) => void,
): Promise<number> {
  // React Router empties the folder it builds into: a folder of its own, whose client/ then
  // moves into the release (the server bundle is not used).
  const { outDir: output, viteConfig } = await prerenderFolder(root, id);
  try {
    await prerender({
      contentDir: snapshot,
      imageManifest: manifestFile,
      outDir: output,
      viteConfig,
      signal,
      onOutput: (line) => emit({ type: "output", line }),
    });
    await move(join(output, "client"), client);
  } finally {
    await rm(output, { recursive: true, force: true });
  }
  return (await htmlFiles(client)).length;
}

/**
 * Removes the cached files of pictures and videos no build used for a month, and says so. The
 * release is made by then, with its own links to its files: a problem here is told, never a
 * failed build.
 */
async function tidyCache(imageCacheDir: string): Promise<string> {
  try {
    const { files, bytes } = await tidyImageCache(imageCacheDir);
    if (files === 0) return "";
    return `; removed ${countedNoun(files, "file")} (${formatBytes(bytes)}) from the image cache that no build used for ${unusedImageDays} days`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `; the image cache could not be tidied (${reason}), which the next build tries again`;
  }
}

/**
 * Builds the site into a new release folder and makes it the one served, in one atomic switch,
 * only after every stage passed. A build that fails anywhere removes its folder and leaves the
 * served release exactly as it was. One build at a time: a second one stops at once.
 */
export async function buildSite(options: BuildOptions): Promise<BuiltRelease> {
  const { contentDir, buildRoot: root, imageCacheDir, keep = releasesKept } = options;
  const serve = options.makeCurrent ?? true;
  const emit = options.onEvent ?? (() => {});
  await mkdir(releasesDir(root), { recursive: true });
  const lock = takeBuildLock(root, "build");
  const started = performance.now();
  const id = newReleaseId();
  const staging = join(root, `.staging-${id}`);
  const snapshot = join(staging, releaseFiles.content);
  const client = join(staging, releaseFiles.client);
  const manifestFile = join(staging, releaseFiles.imageManifest);
  // Messages name the artist's files, not their copies in the build's folder.
  const inArtistTerms = (text: string) =>
    text.split(displayPath(snapshot)).join(displayPath(contentDir));

  let stage: BuildStage = "content";
  /** Tells that `next` started; the function returned tells that it is done. */
  const begin = (next: BuildStage) => {
    emit({ type: "stage-started", stage: next });
    const at = performance.now();
    return (summary: string) =>
      emit({ type: "stage-done", stage: next, ms: performance.now() - at, summary });
  };
  const run = async (next: BuildStage, work: () => Promise<string>) => {
    stage = next;
    const done = begin(next);
    done(await work());
  };

  try {
    await removeLeftovers(root);
    const counts = { projects: 0, images: 0, pages: 0 };
    let content: ContentSummary | undefined;
    let access: PageAccess | undefined;

    await run("content", async () => {
      const files = await snapshotContent(contentDir, snapshot);
      content = readContent(snapshot);
      requirePrivatePasswords(snapshot, options.dataDir);
      counts.projects = content.projects;
      return `${files} files, ${counts.projects} projects`;
    });
    // The pages need only the pictures' sizes and names, known before their files are encoded:
    // the two stages run at once, and the first to fail stops the other.
    stage = "images";
    const imagesDone = begin("images");
    if (!content) throw new Error("the content was not read");
    const { media, site } = content;
    const images = await planImageStep(media, snapshot, imageCacheDir, site);
    await writeImageManifest(manifestFile, images.manifest);
    counts.images = media.images.length;
    const stop = new AbortController();
    let failure: { stage: BuildStage; error: unknown } | undefined;
    const alongside = async (next: BuildStage, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        failure ??= { stage: next, error };
        stop.abort();
      }
    };
    await Promise.all([
      alongside("images", async () => {
        const report = await images.encode(
          (progress) => emit({ type: "images", ...progress }),
          stop.signal,
        );
        imagesDone(
          `${countedNoun(media.images.length, "image")} and ${countedNoun(media.files.length, "video")}, ${report.encoded} files encoded, ${report.reused} taken from the cache`,
        );
      }),
      alongside("pages", async () => {
        const pagesDone = begin("pages");
        counts.pages = await makePages(root, id, snapshot, manifestFile, client, stop.signal, emit);
        pagesDone(`${counts.pages} pages`);
      }),
    ]);
    if (failure) {
      stage = failure.stage;
      throw failure.error;
    }
    await run("styles", async () => {
      const pages = await inlineStyles(client);
      return `${pages} pages carry their stylesheet`;
    });
    await run("scripts", async () => {
      if (!content) throw new Error("the content was not read");
      const pages = await deferScripts(client);
      const notFoundPage = `${siteRouting(snapshot).notFoundPage.slice(1)}/index.html`;
      const notFound = await readFile(join(client, notFoundPage), "utf8");
      await writeFile(
        join(staging, releaseFiles.notFoundWithoutScripts),
        pageWithoutScripts(notFound),
      );
      return `${pages} pages start their scripts once painted`;
    });
    await run("site files", async () => {
      if (!content) throw new Error("the content was not read");
      const manifest = readImageManifest(manifestFile);
      access = pageAccessOf(snapshot, manifest);
      const published = await publishImages(
        publicManifest(manifest, access),
        imageCacheDir,
        join(client, "img"),
      );
      await writeSiteFiles(staging, snapshot, content.site);
      await writeFeedFrame(client, content.site);
      await writeFile(
        join(staging, releaseFiles.pageAccess),
        `${JSON.stringify(access, null, 2)}\n`,
      );
      const files = `${published} image files, sitemap, robots.txt, manifest, icons, the feed's frame`;
      const { analytics } = content.site;
      if (!analytics) return files;
      const counted = await addAnalyticsToPages(client, analytics, pagesWithoutAnalytics(access));
      return `${files}; ${counted} public pages send their views to ${new URL(analytics.scriptUrl).host}`;
    });
    await run("security", async () => {
      const pages = await writePageHashes(client, join(staging, releaseFiles.pageHashes));
      return `script hashes of ${pages} pages`;
    });
    await run("private pages", async () => {
      if (!access) throw new Error("the pages' access was not worked out");
      const moved = await keepPrivatePagesApart(
        staging,
        access,
        readImageManifest(manifestFile),
        imageCacheDir,
      );
      if (moved === 0) return "none";
      const ids = access.privateProjects.map((project) => project.id).join(", ");
      return `${moved} kept out of the public folder (${ids}); each opens with its visitors' password, set in the Studio or with npm run private -- set-password <id>`;
    });
    await run("compression", async () => {
      const served = currentReleaseId(root);
      const earlier = (folder: string) =>
        served === undefined ? undefined : join(releaseDir(root, served), folder);
      const done = [
        await precompress(client, earlier(releaseFiles.client)),
        await precompress(join(staging, releaseFiles.private), earlier(releaseFiles.private)),
      ];
      const files = done.reduce((sum, { files }) => sum + files, 0);
      const reused = done.reduce((sum, { reused }) => sum + reused, 0);
      return `${files} files in brotli and gzip${reused > 0 ? `, ${reused} as the served release has them` : ""}`;
    });

    const info: ReleaseInfo = {
      id,
      createdAt: new Date().toISOString(),
      buildMs: Math.round(performance.now() - started),
      ...counts,
    };
    await writeFile(join(staging, releaseFiles.info), `${JSON.stringify(info, null, 2)}\n`);
    let removed: string[] = [];
    await options.beforeSwitch?.();
    await run("switch", async () => {
      await rename(staging, releaseDir(root, id));
      if (serve) {
        makeCurrent(root, id);
        await removeFlatLayout(root);
      }
      removed = await pruneReleases(root, keep);
      const served = serve ? `serving ${id}` : `${id} is ready and not served`;
      return `${served}${await tidyCache(imageCacheDir)}`;
    });
    return { info, removed };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const message = error instanceof Error ? error.message : String(error);
    throw new BuildFailure(stage, inArtistTerms(message));
  } finally {
    lock.release();
  }
}
