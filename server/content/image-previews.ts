import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { maxUploadPixels } from "../../core/studio/content-api.ts";
import type { FileHashes } from "../files/file-hashes.ts";
import { temporaryFile } from "./atomic-write.ts";
import { versionOfSha256 } from "./file-version.ts";
import type { PublishedContent } from "./published-content.ts";

/** The Studio's own previews fit this square: sharp on a phone's screen, small to send. */
const previewSize = 600;

/**
 * Small versions of content pictures for the Studio's screens. A picture the live build has
 * encoded is shown from the build's own WebP; a new or changed one gets a preview the server
 * makes once and keeps in DATA_DIR/studio/previews, named by the picture's bytes.
 */
export class ImagePreviews {
  readonly dir: string;
  readonly #hashes: FileHashes;
  readonly #published: PublishedContent;
  /** Previews being made, so that a second request waits for the first. */
  readonly #making = new Map<string, Promise<void>>();

  constructor(dataDir: string, hashes: FileHashes, published: PublishedContent) {
    this.dir = join(dataDir, "studio", "previews");
    this.#hashes = hashes;
    this.#published = published;
  }

  /** The file to send as the preview of `file` (the picture at `path` inside content/). */
  async fileFor(path: string, file: string): Promise<string> {
    const built = await this.#published.encodedPreview(path, await this.#hashes.imageKey(file));
    if (built) return built;
    const preview = await this.#previewOf(file);
    if (!(await stat(preview).catch(() => undefined))) await this.#make(file, preview);
    return preview;
  }

  /** Makes the preview of a picture just taken in, before anyone asks for it. */
  async prepare(file: string): Promise<void> {
    const preview = await this.#previewOf(file);
    if (!(await stat(preview).catch(() => undefined))) await this.#make(file, preview);
  }

  /** The Studio's own preview of a picture, named by the picture's version. */
  async #previewOf(file: string): Promise<string> {
    return join(this.dir, `${versionOfSha256(await this.#hashes.of(file))}.webp`);
  }

  #make(file: string, preview: string): Promise<void> {
    const running = this.#making.get(preview);
    if (running) return running;
    const work = (async () => {
      await mkdir(this.dir, { recursive: true });
      const temporary = temporaryFile(this.dir);
      try {
        await sharp(file, { limitInputPixels: maxUploadPixels })
          .autoOrient()
          .resize({
            width: previewSize,
            height: previewSize,
            fit: "inside",
            withoutEnlargement: true,
          })
          .webp({ quality: 72 })
          .toFile(temporary);
        await rename(temporary, preview);
      } finally {
        await rm(temporary, { force: true });
        this.#making.delete(preview);
      }
    })();
    this.#making.set(preview, work);
    return work;
  }
}
