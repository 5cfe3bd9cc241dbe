import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import {
  chmod,
  copyFile,
  link,
  mkdir,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from "node:fs/promises";
import { dirname, join } from "node:path";
import { z } from "zod";
import { contentFiles } from "../../core/content/content-files.server.ts";
import type { ContentChange } from "../../core/studio/publish-api.ts";
import { type ContentManifest, compareManifests, manifestOf } from "../files/content-diff.ts";
import type { FileHashes } from "../files/file-hashes.ts";
import { newReleaseId } from "../releases/releases.ts";
import { describeChanges } from "./content-changes.ts";
import { draftFoldersKept } from "./drafts-kept.ts";
import { projectTextPath, projectTitle } from "./project-title.ts";

/** A path inside the content folder as the history records it: never leaving the folder. */
const contentPath = z
  .string()
  .min(1)
  .refine(
    (path) =>
      !path.startsWith("/") && path.split("/").every((part) => part !== ".." && part !== ""),
    "not a path inside the content folder",
  );

const changeSchema = z.object({
  subject: z.enum(["project", "site", "categories", "home", "about", "other"]),
  projectId: z.string().nullable(),
  title: z.string(),
  kind: z.enum(["added", "changed", "removed"]),
  files: z.array(z.object({ path: z.string(), kind: z.enum(["added", "changed", "removed"]) })),
}) satisfies z.ZodType<ContentChange>;

/** One kept state of the content, as `entries/<id>.json` holds it. */
const entrySchema = z.object({
  id: z.string(),
  at: z.number(),
  /** Published; published by going back to an earlier entry; or kept before a rollback. */
  kind: z.enum(["publish", "rollback", "kept"]),
  /** A publish the server made by itself at a project's moment (absent in older entries). */
  scheduled: z.boolean().optional(),
  /** The build it went live as (none for kept content). */
  releaseId: z.string().nullable(),
  /** For a rollback, the entry it went back to. */
  restoredFrom: z.string().nullable(),
  /** The entry `changes` are counted from: the one live before it. */
  previous: z.string().nullable(),
  changes: z.array(changeSchema).nullable(),
  files: z.record(
    contentPath,
    z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), size: z.number() }),
  ),
});
export type HistoryEntry = z.infer<typeof entrySchema>;

export interface RecordRequest {
  kind: HistoryEntry["kind"];
  releaseId: string | null;
  restoredFrom?: string | null;
  /** Published by the server itself at a project's moment. */
  scheduled?: boolean;
  /** The folder whose content is kept: a build's copy of the content, or the content folder. */
  dir: string;
  at?: number;
}

function temporaryName(dir: string): string {
  return join(dir, `.history-${process.pid}-${randomBytes(4).toString("hex")}`);
}

/**
 * Every publish's content, kept for good under one folder (DATA_DIR/history), whatever
 * happens to the builds:
 *
 *   objects/ab/ab12…   each distinct file once, named by its SHA-256, read-only
 *   entries/<id>.json  one per publish, rollback or content kept before a rollback: its time,
 *                      its build, what changed from the one live before, its files by hash
 *
 * A picture published ten times is stored once. Files and entries are written through a
 * temporary file and renamed, so a crash leaves either the whole entry or none of it.
 */
export class ContentHistory {
  readonly #dir: string;
  readonly #hashes: FileHashes;
  #entries: HistoryEntry[] | undefined;

  constructor(dir: string, hashes: FileHashes) {
    this.#dir = dir;
    this.#hashes = hashes;
  }

  /** Every entry, newest first. */
  entries(): HistoryEntry[] {
    this.#entries ??= this.#read();
    return this.#entries;
  }

  get(id: string): HistoryEntry | undefined {
    return this.entries().find((entry) => entry.id === id);
  }

  /** The newest entry that went live (a publish or a rollback). */
  latestLive(): HistoryEntry | undefined {
    return this.entries().find((entry) => entry.kind !== "kept");
  }

  /** The newest entry that went live as this build. */
  forRelease(releaseId: string): HistoryEntry | undefined {
    return this.entries().find((entry) => entry.releaseId === releaseId);
  }

  /** Keeps the content of `dir` as a new entry; what changed is counted from the one live. */
  async record(request: RecordRequest): Promise<HistoryEntry> {
    const files = await manifestOf(request.dir, this.#hashes);
    for (const [path, file] of Object.entries(files)) {
      files[path] = await this.#store(join(request.dir, path), file);
    }
    const previous = this.latestLive();
    const changes = previous
      ? describeChanges(compareManifests(previous.files, files), (projectId) => {
          const text = projectTextPath(projectId);
          const inEither = files[text] ?? previous.files[text];
          return inEither ? projectTitle(this.#objectPath(inEither.hash)) : undefined;
        })
      : null;
    const entry: HistoryEntry = {
      id: newReleaseId(request.at),
      at: request.at ?? Date.now(),
      kind: request.kind,
      ...(request.scheduled ? { scheduled: true } : {}),
      releaseId: request.releaseId,
      restoredFrom: request.restoredFrom ?? null,
      previous: previous?.id ?? null,
      changes,
      files,
    };
    const entries = join(this.#dir, "entries");
    await mkdir(entries, { recursive: true });
    const temporary = temporaryName(entries);
    await writeFile(temporary, `${JSON.stringify(entry)}\n`);
    await rename(temporary, join(entries, `${entry.id}.json`));
    this.#entries = [entry, ...this.entries()];
    return entry;
  }

  /** Writes an entry's files into an empty folder, linked to the kept copies (for a rebuild). */
  async materialize(entry: HistoryEntry, dir: string): Promise<void> {
    for (const [path, file] of Object.entries(entry.files)) {
      const target = join(dir, path);
      await mkdir(dirname(target), { recursive: true });
      await link(this.#objectPath(file.hash), target).catch(() =>
        copyFile(this.#objectPath(file.hash), target),
      );
    }
  }

  /**
   * Makes the content folder hold exactly an entry's files: each file that differs is written
   * through a temporary file and renamed, files the entry does not have are removed, and
   * folders left empty by that go too. Hidden files (`.git`) are left alone, and so are the
   * drafts the entry does not have: never published, they are no part of a version.
   */
  async restore(entry: HistoryEntry, contentDir: string): Promise<void> {
    const present = new Set(await contentFiles(contentDir));
    const drafts = [...draftFoldersKept(contentDir, present, entry.files)];
    for (const [path, file] of Object.entries(entry.files)) {
      const target = join(contentDir, path);
      if (present.has(path) && (await this.#hashes.of(target)) === file.hash) continue;
      await mkdir(dirname(target), { recursive: true });
      const temporary = temporaryName(dirname(target));
      await copyFile(this.#objectPath(file.hash), temporary);
      await chmod(temporary, 0o644);
      await rename(temporary, target);
    }
    for (const path of present) {
      if (entry.files[path] !== undefined) continue;
      if (drafts.some((folder) => path.startsWith(folder))) continue;
      await rm(join(contentDir, path), { force: true });
      await this.#removeEmptyFolders(contentDir, dirname(path));
    }
  }

  async #removeEmptyFolders(contentDir: string, folder: string): Promise<void> {
    for (let dir = folder; dir !== "." && dir !== ""; dir = dirname(dir)) {
      const full = join(contentDir, dir);
      if ((await readdir(full).catch(() => ["?"])).length > 0) return;
      await rmdir(full);
    }
  }

  /** Where a kept version's text of a project is kept, if that version has the project. */
  projectTextIn(files: ContentManifest, projectId: string): string | undefined {
    const text = files[projectTextPath(projectId)];
    return text ? this.#objectPath(text.hash) : undefined;
  }

  #objectPath(hash: string): string {
    return join(this.#dir, "objects", hash.slice(0, 2), hash);
  }

  /** Keeps one file's bytes under their hash, once; returns what was kept. */
  async #store(
    file: string,
    known: { hash: string; size: number },
  ): Promise<{ hash: string; size: number }> {
    if (existsSync(this.#objectPath(known.hash))) return known;
    const objects = join(this.#dir, "objects");
    await mkdir(objects, { recursive: true });
    const temporary = temporaryName(objects);
    await copyFile(file, temporary);
    // The copy is what is kept: hashed again, in case the file was written meanwhile.
    const kept = await this.#hashes.of(temporary);
    const target = this.#objectPath(kept);
    await mkdir(dirname(target), { recursive: true });
    await chmod(temporary, 0o444);
    const { size } = await stat(temporary);
    await rename(temporary, target);
    return { hash: kept, size };
  }

  #read(): HistoryEntry[] {
    const dir = join(this.#dir, "entries");
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .reverse()
      .flatMap((name) => {
        try {
          return [entrySchema.parse(JSON.parse(readFileSync(join(dir, name), "utf8")))];
        } catch {
          // Not an entry this program wrote whole: leave it out of the list.
          return [];
        }
      });
  }
}
