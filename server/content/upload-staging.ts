import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** An upload id: 128 random bits in hex. Nothing of the visitor's file name is kept. */
const idPattern = /^[0-9a-f]{32}$/;
/** Uploads not finished and used within a day are abandoned. */
const abandonedAfterMs = 24 * 3600_000;

/** A part that could not be taken, with the HTTP status that says why. */
export class UploadProblem extends Error {
  override name = "UploadProblem";
  readonly status: 400 | 404 | 409 | 413;

  constructor(status: 400 | 404 | 409 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * A finished upload, all its bytes in `file`, held for the one who claimed it: no part can be
 * written to it until `release`, so what is checked is what is moved.
 */
export interface StagedUpload {
  file: string;
  size: number;
  release(): void;
}

/**
 * Pictures on their way into the content folder, in DATA_DIR/studio/uploads: each upload is
 * one file named by a random id and its announced size, filled part by part. Only when it is
 * complete, decoded and checked does it move into `content/`, so an interrupted upload or a
 * crash never leaves half a picture there.
 */
export class UploadStaging {
  readonly dir: string;
  /** Uploads a part is being written to, or that are being checked and moved, at this moment. */
  readonly #busy = new Set<string>();

  constructor(dataDir: string) {
    this.dir = join(dataDir, "studio", "uploads");
  }

  #file(id: string, size: number): string {
    return join(this.dir, `${id}-${size}.part`);
  }

  async #find(id: string): Promise<{ file: string; size: number } | undefined> {
    if (!idPattern.test(id)) return undefined;
    const names = await readdir(this.dir).catch(() => []);
    const name = names.find((candidate) => candidate.startsWith(`${id}-`));
    const size = Number(name?.slice(id.length + 1, -".part".length));
    return name && Number.isSafeInteger(size) ? { file: join(this.dir, name), size } : undefined;
  }

  /** Makes room for a new upload of `size` bytes and returns its id. */
  async start(size: number): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await this.#removeAbandoned();
    const id = randomBytes(16).toString("hex");
    await (await open(this.#file(id, size), "wx")).close();
    return id;
  }

  /**
   * The bytes announced by the uploads still open, but `except`: they will need room in the
   * content folder.
   */
  async pendingBytes(except?: string): Promise<number> {
    const names = await readdir(this.dir).catch(() => []);
    return names
      .filter((name) => except === undefined || !name.startsWith(`${except}-`))
      .reduce((sum, name) => sum + (Number(/-(\d+)\.part$/.exec(name)?.[1]) || 0), 0);
  }

  /**
   * Writes one part, from `offset`: a part sent again after a broken connection replaces what
   * arrived of it. The body is read as it streams in and never held whole in memory; more
   * than `maxBytes`, or more than the announced size, stops it.
   */
  async append(
    id: string,
    offset: number,
    body: ReadableStream<Uint8Array> | null,
    maxBytes: number,
  ): Promise<number> {
    const upload = await this.#find(id);
    if (!upload) throw new UploadProblem(404, "There is no upload with this id.");
    if (this.#busy.has(id)) {
      throw new UploadProblem(
        409,
        "A part of this upload is being received already, or the upload is being added.",
      );
    }
    this.#busy.add(id);
    const handle = await open(upload.file, "r+");
    try {
      const { size: held } = await handle.stat();
      if (offset > held) {
        throw new UploadProblem(409, `The upload continues at byte ${held}, not ${offset}.`);
      }
      await handle.truncate(offset);
      const room = Math.min(maxBytes, upload.size - offset);
      let position = offset;
      try {
        for await (const chunk of body ?? []) {
          if (position + chunk.byteLength - offset > room) {
            throw new UploadProblem(
              413,
              position - offset + chunk.byteLength > maxBytes
                ? `A part may hold at most ${maxBytes} bytes.`
                : "The upload is larger than the size it announced.",
            );
          }
          await handle.write(chunk, 0, chunk.byteLength, position);
          position += chunk.byteLength;
        }
      } catch (error) {
        // A broken connection or a refused part leaves the upload as it was before the part.
        await handle.truncate(offset);
        if (error instanceof UploadProblem) throw error;
        throw new UploadProblem(400, "The part did not arrive completely; send it again.");
      }
      await handle.sync();
      return position;
    } finally {
      await handle.close();
      this.#busy.delete(id);
    }
  }

  /**
   * The upload's file once every byte has arrived, claimed: parts sent to it meanwhile are
   * refused until it is released. Undefined for an unknown, unfinished or busy one.
   */
  async claim(id: string): Promise<StagedUpload | undefined> {
    const upload = await this.#find(id);
    // Checked and taken in one step, with no wait between: a part arriving now finds it busy.
    if (!upload || this.#busy.has(id)) return undefined;
    this.#busy.add(id);
    const release = () => this.#busy.delete(id);
    const size = await stat(upload.file).then(
      (info) => info.size,
      () => -1,
    );
    if (size === upload.size) return { ...upload, release: () => void release() };
    release();
    return undefined;
  }

  async #removeAbandoned(): Promise<void> {
    // File times are the machine's, whatever clock the rest of the Studio is given.
    const cutoff = Date.now() - abandonedAfterMs;
    const names = await readdir(this.dir).catch(() => []);
    for (const name of names) {
      const file = join(this.dir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }
}
