import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  everyPagePublic,
  type PageAccess,
  pageAccessSchema,
} from "../../core/content/page-access.ts";
import type { SiteRouting } from "../../core/content/site-routing.ts";
import { type Site, siteSchema } from "../../core/content/site-schema.ts";
import { releaseFiles } from "./release-files.ts";
import { currentReleaseId, listReleases, releaseDir } from "./releases.ts";

/** Each page's inline-script hashes, by its path inside `client/` (`about/index.html`). */
export type PageHashes = Record<string, string[]>;

/** A complete build as the server answers from it. */
export interface ServedRelease {
  id: string;
  /** The release's folder. */
  dir: string;
  /** What is served from it. */
  clientDir: string;
  routing: SiteRouting;
  pageHashes: PageHashes;
  site: Site;
  /** Unlisted and private pages; everything is public in a release made before they existed. */
  pageAccess: PageAccess;
  /** The release's `private/` folder, served only with a private project's cookie. */
  privateDir: string;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

function loadRelease(root: string, id: string): ServedRelease | undefined {
  const dir = releaseDir(root, id);
  if (!existsSync(join(dir, releaseFiles.info))) return undefined;
  return {
    id,
    dir,
    clientDir: join(dir, releaseFiles.client),
    routing: readJson(join(dir, releaseFiles.routing)) as SiteRouting,
    pageHashes: readJson(join(dir, releaseFiles.pageHashes)) as PageHashes,
    site: siteSchema.parse(readJson(join(dir, releaseFiles.site))),
    pageAccess: existsSync(join(dir, releaseFiles.pageAccess))
      ? pageAccessSchema.parse(readJson(join(dir, releaseFiles.pageAccess)))
      : everyPagePublic,
    privateDir: join(dir, releaseFiles.private),
  };
}

/**
 * The builds under BUILD_DIR as the server sees them. Which one is current is read from the
 * `current` link on every request (one readlink), so a finished build or a rollback is served
 * from the very next request, without a restart and without a moment of neither.
 */
export class ServedReleases {
  readonly root: string;
  readonly #loaded = new Map<string, ServedRelease>();
  /** The other releases, as listed when this release became current. */
  #others: { current: string; ids: string[] } | undefined;

  constructor(root: string) {
    this.root = root;
  }

  /** The release being served, or undefined before the first build. */
  current(): ServedRelease | undefined {
    const id = currentReleaseId(this.root);
    return id === undefined ? undefined : this.#get(id);
  }

  /**
   * The other kept releases, newest first: where a page opened before a switch still finds
   * the hashed scripts and pictures of the build it came from.
   */
  others(except: string): ServedRelease[] {
    // Listed once per switch, not per request: made-up asset addresses must not cost a
    // directory listing each. A release deleted since is simply not found in.
    if (this.#others?.current !== except) {
      const kept = listReleases(this.root).map((release) => release.id);
      for (const id of this.#loaded.keys()) if (!kept.includes(id)) this.#loaded.delete(id);
      this.#others = { current: except, ids: kept.filter((id) => id !== except) };
    }
    return this.#others.ids.flatMap((id) => this.#get(id) ?? []);
  }

  /** A kept release by its id (a preview the owner is looking at), if it is complete. */
  release(id: string): ServedRelease | undefined {
    return this.#get(id);
  }

  #get(id: string): ServedRelease | undefined {
    const known = this.#loaded.get(id);
    if (known) return known;
    const release = loadRelease(this.root, id);
    if (release) this.#loaded.set(id, release);
    return release;
  }
}
