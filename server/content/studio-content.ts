import { mkdir, rm, stat } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { FileHashes } from "../files/file-hashes.ts";
import {
  moveFileAtomically,
  removeLeftoverTemporaries,
  syncFile,
  temporaryFile,
  writeFileAtomically,
} from "./atomic-write.ts";
import type { ContentFormat } from "./content-format.ts";
import { ContentQuota } from "./content-quota.ts";
import { ContentTrash } from "./content-trash.ts";
import { changedMeanwhile, EditRefused } from "./edit-refused.ts";
import { readVersioned, type VersionedText } from "./file-version.ts";
import {
  inspectPicture,
  type PictureIntake,
  PictureProblem,
  storePicture,
} from "./image-intake.ts";
import { ImagePreviews } from "./image-previews.ts";
import { nextPictureName } from "./picture-names.ts";
import { PublishedContent } from "./published-content.ts";
import { type StagedUpload, UploadStaging } from "./upload-staging.ts";

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

/** Runs after a changed file is written, such as keeping a file it no longer names in the trash. */
export type AfterWrite = () => Promise<void>;

/** The new text of a content file and what to do once it is written. */
export interface FileChange {
  text: string;
  after?: AfterWrite;
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
    this.quota = new ContentQuota(
      [
        { dir: options.contentDir, content: true },
        // What the server keeps of the content beside it counts too: the trash, the previews
        // and every published version.
        { dir: this.trash.dir },
        { dir: join(options.dataDir, "studio", "previews") },
        { dir: join(options.dataDir, "history", "objects"), namedByHash: true },
      ],
      options.quotaBytes,
      hashes,
    );
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
   * Changes one content file as `format` reads it, if it is still the version the change was made
   * from: `edit` changes the parsed file in place (or refuses), and may leave work for after the
   * file is written.
   */
  edit<F>(
    file: string,
    format: ContentFormat<F>,
    version: string,
    edit: (parsed: F) => AfterWrite | undefined | Promise<AfterWrite | undefined>,
  ): Promise<void> {
    return this.change(file, version, async ({ text }) => {
      const parsed = format.read(text, this.shown(file));
      const after = await edit(parsed);
      return { text: format.text(parsed), after };
    });
  }

  /**
   * Runs `work` with a finished upload, checked by decoding it and held for `work` alone, so
   * that no part written meanwhile can swap in bytes that were never checked. A picture the
   * Studio cannot take is refused with its reason and its upload is dropped; one it can take
   * waits until `take` moves it into a content folder under a name the server chooses.
   */
  async withUpload<T>(id: string, work: (upload: CheckedUpload) => Promise<T>): Promise<T> {
    const staged = await this.uploads.claim(id);
    if (!staged) {
      throw new EditRefused(
        409,
        "conflict",
        "This upload has not arrived completely. Add the picture again.",
      );
    }
    try {
      const intake = await this.#inspect(staged.file);
      return await work({
        staged: staged.file,
        take: (folder) => this.#take(id, staged, intake, folder),
      });
    } finally {
      staged.release();
    }
  }

  async #inspect(file: string): Promise<PictureIntake> {
    try {
      return await inspectPicture(file);
    } catch (error) {
      await rm(file, { force: true });
      if (error instanceof PictureProblem) {
        throw new EditRefused(422, "unsupported_image", error.message);
      }
      throw error;
    }
  }

  async #take(
    id: string,
    staged: StagedUpload,
    intake: PictureIntake,
    folder: string,
  ): Promise<TakenPicture> {
    await mkdir(folder, { recursive: true });
    await removeLeftoverTemporaries(folder);
    const name = await nextPictureName(folder, intake.extension);
    const file = join(folder, name);
    const temporary = temporaryFile(folder);
    try {
      if ((await storePicture(staged.file, temporary, intake)) === "as-sent") {
        await moveFileAtomically(staged.file, file);
      } else {
        // What is kept is the file written, which may be larger than the upload it replaces.
        const full = await this.quota.problem(
          (await stat(temporary)).size,
          await this.uploads.pendingBytes(id),
        );
        if (full) throw new EditRefused(507, "insufficient_storage", full);
        await syncFile(temporary);
        await moveFileAtomically(temporary, file);
        await rm(staged.file, { force: true });
      }
    } finally {
      await rm(temporary, { force: true });
    }
    // The preview is made now, while the screen reloads, rather than on its first request.
    this.previews.prepare(file).catch(() => undefined);
    return { file, name };
  }
}
