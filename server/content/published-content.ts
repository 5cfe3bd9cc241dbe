import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { ImageManifest } from "../../core/images/image-manifest.ts";
import { compareFolders, differs } from "../files/content-diff.ts";
import type { FileHashes } from "../files/file-hashes.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { currentReleaseId, releaseDir } from "../releases/releases.ts";

/**
 * The content the live site was built from (the current release's copy of `content/`,
 * BUILD_DIR/current/content) beside the content folder as it is now: what has changed since
 * the last publish, and the pictures the build has already encoded.
 */
export class PublishedContent {
  readonly #buildRoot: string;
  readonly #contentDir: string;
  readonly #hashes: FileHashes;
  #manifest: { release: string; manifest: ImageManifest | undefined } | undefined;

  constructor(buildRoot: string, contentDir: string, hashes: FileHashes) {
    this.#buildRoot = buildRoot;
    this.#contentDir = contentDir;
    this.#hashes = hashes;
  }

  /** The current release's folder, read from its link on every call: a publish switches it. */
  #release(): string | undefined {
    const id = currentReleaseId(this.#buildRoot);
    return id === undefined ? undefined : releaseDir(this.#buildRoot, id);
  }

  /**
   * Whether the files at these paths inside `content/` (files or folders) differ from the
   * live site's copy: added, removed or changed. Everything differs before the first build.
   */
  async changed(paths: readonly string[]): Promise<boolean> {
    const release = this.#release();
    if (!release) return true;
    const published = join(release, releaseFiles.content);
    return differs(await compareFolders(this.#contentDir, published, this.#hashes, paths));
  }

  /**
   * The live build's smallest WebP of a picture (path inside `content/`), as a file of the
   * release's public folder, if the build encoded exactly these bytes; undefined otherwise.
   */
  async encodedPreview(path: string, imageKey: string): Promise<string | undefined> {
    const release = this.#release();
    if (!release) return undefined;
    const manifest = await this.#readManifest(release);
    const srcset = manifest?.images[path]?.webpSrcset;
    if (!srcset) return undefined;
    const candidates = srcset
      .split(",")
      .map((entry) => entry.trim().split(/\s+/))
      .map(([url = "", width = ""]) => ({ url, width: Number.parseInt(width, 10) }))
      .filter(({ url }) => url.split("/").pop()?.startsWith(`${imageKey}-`))
      .sort((a, b) => a.width - b.width);
    const smallest = candidates[0];
    if (!smallest?.url.startsWith("/")) return undefined;
    const file = join(release, releaseFiles.client, ...smallest.url.split("/").filter(Boolean));
    return (await stat(file).catch(() => undefined))?.isFile() ? file : undefined;
  }

  async #readManifest(release: string): Promise<ImageManifest | undefined> {
    if (this.#manifest?.release !== release) {
      const text = await readFile(join(release, releaseFiles.imageManifest), "utf8").catch(
        () => undefined,
      );
      this.#manifest = {
        release,
        manifest: text ? (JSON.parse(text) as ImageManifest) : undefined,
      };
    }
    return this.#manifest.manifest;
  }
}
