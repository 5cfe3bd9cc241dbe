import { mkdir, rm } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { FileHashes } from "../publish/file-hashes.ts";
import {
  moveFileAtomically,
  removeLeftoverTemporaries,
  syncFile,
  temporaryFile,
  writeFileAtomically,
} from "./atomic-write.ts";
import { ContentQuota } from "./content-quota.ts";
import { ContentTrash } from "./content-trash.ts";
import { changedMeanwhile, EditRefused } from "./edit-refused.ts";
import { readVersioned, type VersionedText } from "./file-version.ts";
import { convertPicture, inspectPicture, PictureProblem } from "./image-intake.ts";
import { ImagePreviews } from "./image-previews.ts";
import { nextPictureName } from "./picture-names.ts";
import { PublishedContent } from "./published-content.ts";
import { UploadStaging } from "./upload-staging.ts";

export interface StudioContentOptions {
  /** The artist's content folder (CONTENT_DIR). */
  contentDir: string;
  /** The server's data folder (DATA_DIR): uploads on their way, previews, the trash. */
  dataDir: string;
  /** The site's builds (BUILD_DIR): what the live site was built from. */
  buildRoot: string;
  /** The room allowed to the content folder (CONTENT_QUOTA_MB), in bytes. */
  quotaBytes: number;
  clock?: () => number;
}

/** A picture taken into the content folder, ready to be named by a content file. */
interface TakenPicture {
  /** Its new file, in the folder it was taken into. */
  file: string;
  /** Its name there. */
  name: string;
}

/** A picture checked by decoding, still waiting in the uploads folder. */
export interface CheckedUpload {
  staged: string;
  take(folder: string): Promise<TakenPicture>;
}

/** The new text of a content file and what to do once it is written. */
export interface FileChange {
  text: string;
  /** Runs after the file is written, such as keeping a file it no longer names in the trash. */
  after?: () => Promise<void>;
}

/**
 * Everything the Studio's content screens work with: the content folder and the files the
 * server keeps beside it (uploads, previews, the trash), one queue for every change, the
 * quota, and the live build to compare with.
 */
export class StudioContent {
  readonly contentDir: string;
  readonly dataDir: string;
  readonly clock: () => number;
  readonly trash: ContentTrash;
  readonly quota: ContentQuota;
  readonly uploads: UploadStaging;
  readonly published: PublishedContent;
  readonly previews: ImagePreviews;
  #tail: Promise<unknown> = Promise.resolve();

  constructor(options: StudioContentOptions) {
    this.contentDir = options.contentDir;
    this.dataDir = options.dataDir;
    this.clock = options.clock ?? Date.now;
    const hashes = new FileHashes();
    this.trash = new ContentTrash(options.dataDir, options.contentDir, this.clock);
    this.quota = new ContentQuota(options.contentDir, options.quotaBytes);
    this.uploads = new UploadStaging(options.dataDir);
    this.published = new PublishedContent(options.buildRoot, options.contentDir, hashes);
    this.previews = new ImagePreviews(options.dataDir, hashes, this.published);
  }

  /**
   * Runs a change of the content folder after every change before it: each one reads a file,
   * compares its version and writes, and two at once could both pass the comparison.
   */
  serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work, work);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** A path inside the content folder as the artist names it: `content/projects/…`. */
  shown(file: string): string {
    return join("content", relative(this.contentDir, file));
  }

  /**
   * Changes one content file, if it is still the version the change was made from: reads it,
   * compares, lets `produce` make the new text (or refuse), and writes it atomically.
   */
  change(
    file: string,
    version: string,
    produce: (current: VersionedText) => FileChange | Promise<FileChange>,
  ): Promise<void> {
    return this.serially(async () => {
      const current = await readVersioned(file);
      if (!current) {
        throw new EditRefused(404, "not_found", `${this.shown(file)} is not there any more.`);
      }
      if (current.version !== version) throw changedMeanwhile(this.shown(file));
      const next = await produce(current);
      await removeLeftoverTemporaries(dirname(file));
      await writeFileAtomically(file, next.text);
      await next.after?.();
    });
  }

  /**
   * Checks a finished upload by decoding it. A picture the Studio cannot take is refused with
   * its reason and its upload is dropped; one it can take waits until `take` moves it into a
   * content folder under a name the server chooses.
   */
  async checkUpload(id: string): Promise<CheckedUpload> {
    const staged = await this.uploads.finished(id);
    if (!staged) {
      throw new EditRefused(
        409,
        "conflict",
        "This upload has not arrived completely. Add the picture again.",
      );
    }
    let intake: Awaited<ReturnType<typeof inspectPicture>>;
    try {
      intake = await inspectPicture(staged.file);
    } catch (error) {
      await rm(staged.file, { force: true });
      if (error instanceof PictureProblem) {
        throw new EditRefused(422, "unsupported_image", error.message);
      }
      throw error;
    }
    const take = async (folder: string): Promise<TakenPicture> => {
      await mkdir(folder, { recursive: true });
      await removeLeftoverTemporaries(folder);
      const name = await nextPictureName(folder, intake.extension);
      const file = join(folder, name);
      if (intake.convert) {
        const temporary = temporaryFile(folder);
        try {
          await convertPicture(staged.file, temporary, intake);
          await syncFile(temporary);
          await moveFileAtomically(temporary, file);
        } finally {
          await rm(temporary, { force: true });
        }
        await rm(staged.file, { force: true });
      } else {
        await moveFileAtomically(staged.file, file);
      }
      // The preview is made now, while the screen reloads, rather than on its first request.
      this.previews.prepare(file).catch(() => undefined);
      return { file, name };
    };
    return { staged: staged.file, take };
  }
}
