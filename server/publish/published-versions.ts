import type { HistorySummary } from "../../core/studio/publish-api.ts";
import { type ContentManifest, manifestOf, sameContent } from "../files/content-diff.ts";
import type { FileHashes } from "../files/file-hashes.ts";
import { currentReleaseId } from "../releases/releases.ts";
import { ContentHistory, type HistoryEntry } from "./content-history.ts";
import { releaseContent, releaseInfo, servedContent } from "./served-release.ts";

/** The history has no entry with the id asked for. */
export class UnknownVersionError extends Error {
  override name = "UnknownVersionError";
}

/** How many publishes the overview lists. */
const historyListed = 20;

export interface PublishedVersionsOptions {
  /** DATA_DIR/history, where every version is kept for good. */
  historyDir: string;
  /** The artist's content folder, kept as a version before a rollback replaces it. */
  contentDir: string;
  /** BUILD_DIR: the releases and the one served. */
  buildRoot: string;
  hashes: FileHashes;
  clock: () => number;
}

/**
 * The versions of the site as publishing keeps them in the history: each publish and rollback,
 * the build served before the Studio ever published, and the content kept before a rollback.
 * The history is written one piece at a time, in the order asked.
 */
export class PublishedVersions {
  /** The history's folder, beside which nothing else is written but a rebuild's content. */
  readonly historyDir: string;
  readonly #options: PublishedVersionsOptions;
  readonly #history: ContentHistory;
  /** History work, one piece at a time. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: PublishedVersionsOptions) {
    this.historyDir = options.historyDir;
    this.#options = options;
    this.#history = new ContentHistory(options.historyDir, options.hashes);
  }

  /** A kept version by its id; UnknownVersionError when there is none. */
  get(id: string): HistoryEntry {
    const entry = this.#history.get(id);
    if (!entry) throw new UnknownVersionError("There is no kept version with this id.");
    return entry;
  }

  /** The newest version kept, of any kind. */
  latest(): HistoryEntry | undefined {
    return this.#history.entries()[0];
  }

  /** The newest versions, as the overview lists them. */
  listed(): HistorySummary[] {
    return this.#history
      .entries()
      .slice(0, historyListed)
      .map((entry) => this.summary(entry));
  }

  summary(entry: HistoryEntry): HistorySummary {
    const live = currentReleaseId(this.#options.buildRoot);
    return {
      id: entry.id,
      at: entry.at,
      kind: entry.kind,
      scheduled: entry.scheduled ?? false,
      releaseId: entry.releaseId,
      restoredFromAt: entry.restoredFrom
        ? (this.#history.get(entry.restoredFrom)?.at ?? null)
        : null,
      live: entry.releaseId !== null && entry.releaseId === live && entry === this.#liveEntry(),
      changes: entry.changes,
      files: Object.keys(entry.files).length,
    };
  }

  /** Where a version's text of a project is kept, if that version has the project. */
  projectTextIn(files: ContentManifest, projectId: string): string | undefined {
    return this.#history.projectTextIn(files, projectId);
  }

  /** Writes a version's files into an empty folder, to build it again. */
  materialize(entry: HistoryEntry, dir: string): Promise<void> {
    return this.#history.materialize(entry, dir);
  }

  /** Makes the content folder hold exactly a version's files. */
  restore(entry: HistoryEntry): Promise<void> {
    return this.#history.restore(entry, this.#options.contentDir);
  }

  /**
   * Keeps the build being served in the history if it is not there yet: the first build, or
   * one made with `npm run build`, is kept before anything replaces it.
   */
  recordLive(): Promise<void> {
    return this.#queued(async () => {
      const { buildRoot } = this.#options;
      const live = currentReleaseId(buildRoot);
      const dir = servedContent(buildRoot);
      if (live === undefined || dir === undefined || this.#history.forRelease(live)) return;
      const info = releaseInfo(buildRoot, live);
      await this.#history.record({
        kind: "publish",
        releaseId: live,
        dir,
        at: info ? Date.parse(info.createdAt) : this.#options.clock(),
      });
    });
  }

  /**
   * Keeps the content folder as it is now, unless the newest kept version is the same; returns
   * the step's summary.
   */
  keepContent(): Promise<string> {
    return this.#queued(async () => {
      const { contentDir, hashes, clock } = this.#options;
      const now = await manifestOf(contentDir, hashes);
      const latest = this.latest();
      if (latest && sameContent(latest.files, now)) return "it was kept already";
      await this.#history.record({ kind: "kept", releaseId: null, dir: contentDir, at: clock() });
      return "it is in the list of versions";
    });
  }

  /**
   * Keeps a release that went live, a publish (`scheduled` when the server made it at a
   * project's moment) or (with `restoredFrom`) a rollback to an earlier version; returns the
   * step's summary.
   */
  recordPublished(
    releaseId: string,
    restoredFrom: string | null,
    scheduled = false,
  ): Promise<string> {
    return this.#queued(async () => {
      await this.#history.record({
        kind: restoredFrom === null ? "publish" : "rollback",
        releaseId,
        restoredFrom,
        scheduled,
        dir: releaseContent(this.#options.buildRoot, releaseId),
        at: this.#options.clock(),
      });
      return "this version is in the list of versions";
    });
  }

  /** Settles once the history work asked for so far is done, whether or not it succeeded. */
  async settled(): Promise<void> {
    await this.#queue.catch(() => undefined);
  }

  /** The newest entry of the build being served. */
  #liveEntry(): HistoryEntry | undefined {
    const live = currentReleaseId(this.#options.buildRoot);
    return live === undefined ? undefined : this.#history.forRelease(live);
  }

  #queued<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(work);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}
