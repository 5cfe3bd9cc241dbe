import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { BuildEvent } from "../../core/build/build-events.ts";
import { type BuildStage, buildStages } from "../../core/build/build-stages.ts";
import type { ReleaseInfo } from "../../core/build/release-info.ts";
import { displayPath } from "../../core/content/content-error.server.ts";
import { siteRouting } from "../../core/content/known-paths.server.ts";
import type { PageAccess } from "../../core/content/page-access.ts";
import { type ContentSummary, readContent } from "../../core/content/read-content.server.ts";
import type { Site } from "../../core/content/site-schema.ts";
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
import { move, removeLeftovers } from "./build-folders.ts";
import { BuildStageReporter, type StageResult } from "./build-stage-reporter.ts";
import { heldBackSummary, snapshotContent } from "./content-snapshot.ts";
import { writeFeedFrame } from "./feed-frame.ts";
import { tidyImageCache, unusedImageDays } from "./images/image-cache-use.ts";
import { buildIslandScripts } from "./island-scripts.ts";
import { writePageHashes } from "./page-hashes.ts";
import { deferScripts, htmlFiles, inlineStyles } from "./page-rewrites.ts";
import { precompress } from "./precompress.ts";
import { planImageStep } from "./prepare-images.ts";
import { prerender } from "./prerender.ts";
import { prerenderFolder } from "./prerender-folder.ts";
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
  /**
   * Whether the drafts complete enough to build are shown (a preview's, default false): a
   * publish leaves every draft out.
   */
  showDrafts?: boolean;
  /** The moment whose live windows apply (a scheduled publish's); the build's clock without it. */
  now?: number;
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

/** One build under way: its options, and the staging folder that becomes its release. */
interface ReleaseBuild {
  options: BuildOptions;
  root: string;
  id: string;
  staging: string;
  /** The copy of the content folder the build reads. */
  snapshot: string;
  client: string;
  manifestFile: string;
  emit: (event: BuildEvent) => void;
  stages: BuildStageReporter;
}

function releaseBuild(options: BuildOptions): ReleaseBuild {
  const root = options.buildRoot;
  const id = newReleaseId();
  const staging = join(root, `.staging-${id}`);
  const emit = options.onEvent ?? (() => {});
  return {
    options,
    root,
    id,
    staging,
    snapshot: join(staging, releaseFiles.content),
    client: join(staging, releaseFiles.client),
    manifestFile: join(staging, releaseFiles.imageManifest),
    emit,
    stages: new BuildStageReporter(emit),
  };
}

/** Messages name the artist's files, not their copies in the build's folder. */
function inArtistTerms(build: ReleaseBuild, text: string): string {
  return text.split(displayPath(build.snapshot)).join(displayPath(build.options.contentDir));
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

/**
 * The pages of the build, prerendered by React Router from the content snapshot and the image
 * manifest into the release's client folder; how many.
 */
async function makePages(build: ReleaseBuild, signal: AbortSignal): Promise<number> {
  // React Router empties the folder it builds into: a folder of its own, whose client/ then
  // moves into the release (the server bundle is not used).
  const { outDir: output, viteConfig, scratch } = await prerenderFolder(build.root, build.id);
  try {
    await prerender({
      contentDir: build.snapshot,
      imageManifest: build.manifestFile,
      outDir: output,
      viteConfig,
      scratch,
      signal,
      onOutput: (line) => build.emit({ type: "output", line }),
    });
    await move(join(output, "client"), build.client);
  } finally {
    await rm(output, { recursive: true, force: true });
  }
  return (await htmlFiles(build.client)).length;
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
 * Copies the content folder (without the drafts and the projects outside their window, which
 * the build leaves out) and reads it as the build does; private projects need a password.
 */
async function readContentStage(
  build: ReleaseBuild,
): Promise<StageResult<{ content: ContentSummary; drafts: string[] }>> {
  const { contentDir, showDrafts, now } = build.options;
  const heldBackDir = join(build.staging, releaseFiles.heldBack);
  const taken = await snapshotContent(contentDir, build.snapshot, { showDrafts, now, heldBackDir });
  const content = readContent(build.snapshot);
  requirePrivatePasswords(build.snapshot, build.options.dataDir);
  const summary = [`${taken.files} files, ${content.projects} projects`, heldBackSummary(taken)];
  return {
    content,
    drafts: taken.drafts.shown,
    summary: summary.filter((part) => part !== "").join("; "),
  };
}

/**
 * Encodes the pictures and prerenders the pages. The pages need only the pictures' sizes and
 * names, known before their files are encoded: the two stages run at once, and the first to
 * fail stops the other.
 */
async function imagesAndPages(
  build: ReleaseBuild,
  { media, site }: ContentSummary,
): Promise<{ images: number; pages: number }> {
  const { stages, options } = build;
  stages.current = "images";
  const imagesDone = stages.begin("images");
  const images = await planImageStep(media, build.snapshot, options.imageCacheDir, site);
  await writeImageManifest(build.manifestFile, images.manifest);
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
  let pages = 0;
  await Promise.all([
    alongside("images", async () => {
      const report = await images.encode(
        (progress) => build.emit({ type: "images", ...progress }),
        stop.signal,
      );
      imagesDone(
        `${countedNoun(media.images.length, "image")} and ${countedNoun(media.files.length, "video")}, ${report.encoded} files encoded, ${report.reused} taken from the cache`,
      );
    }),
    alongside("pages", async () => {
      const pagesDone = stages.begin("pages");
      pages = await makePages(build, stop.signal);
      pagesDone(`${pages} pages`);
    }),
  ]);
  if (failure) {
    stages.current = failure.stage;
    throw failure.error;
  }
  return { images: media.images.length, pages };
}

/** Has the pages start their scripts once painted, and keeps a Not-found page without any. */
async function scriptsStage(build: ReleaseBuild): Promise<StageResult> {
  const { scratch } = await prerenderFolder(build.root, build.id);
  const islands = await buildIslandScripts(build.client, scratch);
  const pages = await deferScripts(build.client, islands);
  const notFoundPage = `${siteRouting(build.snapshot).notFoundPage.slice(1)}/index.html`;
  const notFound = await readFile(join(build.client, notFoundPage), "utf8");
  await writeFile(
    join(build.staging, releaseFiles.notFoundWithoutScripts),
    pageWithoutScripts(notFound),
  );
  return { summary: `${pages} pages start their scripts once painted` };
}

/**
 * The files beside the pages: the public pictures, sitemap, robots.txt, manifest and icons, the
 * feed's frame, which pages are private, and the analytics tag where the site has one.
 */
async function siteFilesStage(
  build: ReleaseBuild,
  site: Site,
): Promise<StageResult<{ access: PageAccess }>> {
  const { client, staging } = build;
  const manifest = readImageManifest(build.manifestFile);
  const access = pageAccessOf(build.snapshot, manifest);
  const published = await publishImages(
    publicManifest(manifest, access),
    build.options.imageCacheDir,
    join(client, "img"),
  );
  await writeSiteFiles(staging, build.snapshot, site);
  await writeFeedFrame(client, site);
  await writeFile(join(staging, releaseFiles.pageAccess), `${JSON.stringify(access, null, 2)}\n`);
  const files = `${published} image files, sitemap, robots.txt, manifest, icons, the feed's frame`;
  const { analytics } = site;
  if (!analytics) return { access, summary: files };
  const counted = await addAnalyticsToPages(client, analytics, pagesWithoutAnalytics(access));
  return {
    access,
    summary: `${files}; ${counted} public pages send their views to ${new URL(analytics.scriptUrl).host}`,
  };
}

/** Moves private projects' pages, data and own pictures out of the public folder. */
async function privatePagesStage(build: ReleaseBuild, access: PageAccess): Promise<StageResult> {
  const moved = await keepPrivatePagesApart(
    build.staging,
    access,
    readImageManifest(build.manifestFile),
    build.options.imageCacheDir,
  );
  if (moved === 0) return { summary: "none" };
  const ids = access.privateProjects.map((project) => project.id).join(", ");
  return {
    summary: `${moved} kept out of the public folder (${ids}); each opens with its visitors' password, set in the Studio or with npm run private -- set-password <id>`,
  };
}

/** Compresses the files, reusing what the served release already compressed. */
async function compressionStage({ root, client, staging }: ReleaseBuild): Promise<StageResult> {
  const served = currentReleaseId(root);
  const earlier = (folder: string) =>
    served === undefined ? undefined : join(releaseDir(root, served), folder);
  const done = [
    await precompress(client, earlier(releaseFiles.client)),
    await precompress(join(staging, releaseFiles.private), earlier(releaseFiles.private)),
  ];
  const files = done.reduce((sum, { files }) => sum + files, 0);
  const reused = done.reduce((sum, { reused }) => sum + reused, 0);
  return {
    summary: `${files} files in brotli and gzip${reused > 0 ? `, ${reused} as the served release has them` : ""}`,
  };
}

/** Makes the release in its staging folder, stage by stage; what it counted. */
async function makeRelease(
  build: ReleaseBuild,
): Promise<Pick<ReleaseInfo, "projects" | "images" | "pages" | "drafts">> {
  const { stages, client, staging } = build;
  const { content, drafts } = await stages.run("content", () => readContentStage(build));
  const { images, pages } = await imagesAndPages(build, content);
  await stages.run("styles", async () => {
    const styled = await inlineStyles(client);
    return { summary: `${styled} pages carry their stylesheet` };
  });
  await stages.run("scripts", () => scriptsStage(build));
  const { access } = await stages.run("site files", () => siteFilesStage(build, content.site));
  await stages.run("security", async () => {
    const hashed = await writePageHashes(client, join(staging, releaseFiles.pageHashes));
    return { summary: `script hashes of ${hashed} pages` };
  });
  await stages.run("private pages", () => privatePagesStage(build, access));
  await stages.run("compression", () => compressionStage(build));
  return {
    projects: content.projects,
    images,
    pages,
    ...(drafts.length > 0 ? { drafts } : {}),
  };
}

/** Puts the release in its place and, unless it is a preview, serves it. */
async function switchStage(build: ReleaseBuild): Promise<StageResult<{ removed: string[] }>> {
  const { root, id, options } = build;
  const serve = options.makeCurrent ?? true;
  await rename(build.staging, releaseDir(root, id));
  if (serve) makeCurrent(root, id);
  const removed = await pruneReleases(root, options.keep ?? releasesKept);
  const served = serve ? `serving ${id}` : `${id} is ready and not served`;
  return { removed, summary: `${served}${await tidyCache(options.imageCacheDir)}` };
}

/**
 * Builds the site into a new release folder and makes it the one served, in one atomic switch,
 * only after every stage passed. A build that fails anywhere removes its folder and leaves the
 * served release exactly as it was. One build at a time: a second one stops at once.
 */
export async function buildSite(options: BuildOptions): Promise<BuiltRelease> {
  const root = options.buildRoot;
  await mkdir(releasesDir(root), { recursive: true });
  const lock = takeBuildLock(root, "build");
  const started = performance.now();
  const build = releaseBuild(options);
  try {
    await removeLeftovers(root);
    const counts = await makeRelease(build);
    const info: ReleaseInfo = {
      id: build.id,
      createdAt: new Date().toISOString(),
      buildMs: Math.round(performance.now() - started),
      ...counts,
    };
    await writeFile(join(build.staging, releaseFiles.info), `${JSON.stringify(info, null, 2)}\n`);
    await options.beforeSwitch?.();
    const { removed } = await build.stages.run("switch", () => switchStage(build));
    return { info, removed };
  } catch (error) {
    await rm(build.staging, { recursive: true, force: true });
    const message = error instanceof Error ? error.message : String(error);
    throw new BuildFailure(build.stages.current, inArtistTerms(build, message));
  } finally {
    lock.release();
  }
}
