import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import type { ImageManifest } from "../../app/images/image-manifest.ts";
import type { FileHashes } from "../publish/file-hashes.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { currentReleaseId, releaseDir } from "../releases/releases.ts";

/** The visible files under `dir` by their paths relative to it; hidden ones are not content. */
async function visibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split(/[\\/]/).some((part) => part.startsWith(".")))
    .sort();
}

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

  async #sameFile(a: string, b: string): Promise<boolean> {
    const [left, right] = await Promise.all([stat(a), stat(b)]).catch(() => [undefined, undefined]);
    if (!left || !right) return false;
    // The build links pictures into its copy: the same file on disk is the same picture.
    if (left.dev === right.dev && left.ino === right.ino) return true;
    if (left.size !== right.size) return false;
    const [x, y] = await Promise.all([this.#hashes.of(a, left), this.#hashes.of(b, right)]);
    return x === y;
  }

  /**
   * Whether the files at these paths inside `content/` (files or folders) differ from the
   * live site's copy: added, removed or changed. Everything differs before the first build.
   */
  async changed(paths: readonly string[]): Promise<boolean> {
    const release = this.#release();
    if (!release) return true;
    const published = join(release, releaseFiles.content);
    for (const path of paths) {
      const now = join(this.#contentDir, path);
      const then = join(published, path);
      const [nowInfo, thenInfo] = await Promise.all([
        stat(now).catch(() => undefined),
        stat(then).catch(() => undefined),
      ]);
      if (!nowInfo || !thenInfo) {
        if (nowInfo || thenInfo) return true;
        continue;
      }
      if (nowInfo.isDirectory() !== thenInfo.isDirectory()) return true;
      if (!nowInfo.isDirectory()) {
        if (!(await this.#sameFile(now, then))) return true;
        continue;
      }
      const [nowFiles, thenFiles] = await Promise.all([visibleFiles(now), visibleFiles(then)]);
      if (nowFiles.join("\0") !== thenFiles.join("\0")) return true;
      for (const file of nowFiles) {
        if (!(await this.#sameFile(join(now, file), join(then, file)))) return true;
      }
    }
    return false;
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
