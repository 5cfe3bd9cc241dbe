import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, rm, rmdir } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Entry } from "yauzl";
import { databaseFileName } from "../storage/database.ts";
import { BackupError, restoreDatabase } from "../storage/database-backup.ts";
import {
  type ArchiveEntries,
  ImportRefused,
  readArchiveEntries,
  readSmallEntry,
} from "./archive-entries.ts";
import {
  archiveFolders,
  type ExportManifest,
  exportManifestSchema,
  manifestName,
  messagesDatabaseName,
} from "./archive-layout.ts";
import { pathInside } from "./archive-path.ts";
import { folderFiles, historyDir, projectIds } from "./export-sources.ts";
import { type ImportTargets, requireEmptyTargets, requireRoom } from "./import-targets.ts";

export { ImportRefused } from "./archive-entries.ts";
export type { ImportTargets } from "./import-targets.ts";

/** What an import put back. */
export interface ImportResult {
  manifest: ExportManifest;
  contentFiles: number;
  /** The projects found in the content folder once it was in place. */
  projects: string[];
  messages: number;
  historyFiles: number;
}

const manifestLimit = 1024 * 1024;

async function readManifest(archive: ArchiveEntries, file: string): Promise<ExportManifest> {
  const entry = archive.files.get(manifestName);
  if (!entry)
    throw new ImportRefused(`${file} is not an export of this site: it has no ${manifestName}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse((await readSmallEntry(archive, entry, manifestLimit)).toString("utf8"));
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused(`${file}: ${manifestName} is not JSON (${String(error)}).`);
  }
  const result = exportManifestSchema.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(the file)"}: ${issue.message}`,
    );
    throw new ImportRefused(
      `${file}: ${manifestName} is not one this version reads: ${problems.join("; ")}`,
    );
  }
  return result.data;
}

/** The archive's files under one of its folders, by their path inside that folder. */
function filesUnder(archive: ArchiveEntries, folder: string): Map<string, Entry> {
  const prefix = `${folder}/`;
  return new Map(
    [...archive.files]
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, entry]) => [name.slice(prefix.length), entry]),
  );
}

/** Refuses an archive whose files do not match what its manifest says it holds. */
function requireComplete(manifest: ExportManifest, archive: ArchiveEntries, file: string): void {
  const content = filesUnder(archive, archiveFolders.content);
  const missing = [
    ...manifest.content.projects
      .map((id) => `projects/${id}/project.md`)
      .filter((path) => !content.has(path))
      .map((path) => `${archiveFolders.content}/${path}`),
    ...(archive.files.has(`${archiveFolders.messages}/${messagesDatabaseName}`)
      ? []
      : [`${archiveFolders.messages}/${messagesDatabaseName}`]),
  ];
  const history = filesUnder(archive, archiveFolders.history).size;
  const counts = [
    content.size !== manifest.content.files
      ? `${content.size} content files where its manifest lists ${manifest.content.files}`
      : "",
    history !== manifest.history.files
      ? `${history} history files where its manifest lists ${manifest.history.files}`
      : "",
  ].filter(Boolean);
  const problems = [...(missing.length > 0 ? [`${missing.join(", ")} missing`] : []), ...counts];
  if (problems.length > 0)
    throw new ImportRefused(`${file} is incomplete: ${problems.join("; ")}.`);
}

/**
 * Whether `file` is an export this version can put back, complete as its manifest says, read
 * without writing anything; its manifest, or ImportRefused saying why not.
 */
export async function checkArchive(file: string): Promise<ExportManifest> {
  const archive = await readArchiveEntries(file);
  try {
    const manifest = await readManifest(archive, file);
    requireComplete(manifest, archive, file);
    return manifest;
  } finally {
    archive.zip.close();
  }
}

/** Writes each file of the archive into its place under `root`, never anywhere else. */
async function extract(
  archive: ArchiveEntries,
  files: Map<string, Entry>,
  root: string,
): Promise<void> {
  for (const [path, entry] of files) {
    const target = pathInside(root, path);
    if (!target)
      throw new ImportRefused(`The file "${entry.fileName}" would land outside ${root}.`);
    await mkdir(dirname(target), { recursive: true });
    // `wx`: a file is created, never followed or overwritten.
    await pipeline(
      await archive.zip.openReadStreamPromise(entry),
      createWriteStream(target, { flags: "wx", mode: 0o644 }),
    );
  }
}

function stagingName(dir: string): string {
  return join(dirname(dir), `.${basename(dir)}-import-${randomBytes(4).toString("hex")}`);
}

function totalSize(files: Map<string, Entry>): number {
  return [...files.values()].reduce((sum, entry) => sum + entry.uncompressedSize, 0);
}

interface ImportParts {
  content: Map<string, Entry>;
  history: Map<string, Entry>;
  database: Entry;
}

async function removeDatabase(dataDir: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm"]) {
    await rm(join(dataDir, `${databaseFileName}${suffix}`), { force: true });
  }
}

async function restoreMessages(file: string, dataDir: string, expected: number): Promise<number> {
  let messages: number;
  try {
    messages = (await restoreDatabase(file, dataDir, { replace: false })).restored.messages;
  } catch (error) {
    if (error instanceof BackupError)
      throw new ImportRefused(`The archive's messages: ${error.message}`);
    throw error;
  }
  if (messages !== expected) {
    await removeDatabase(dataDir);
    throw new ImportRefused(
      `The archive's database holds ${messages} messages where its manifest lists ${expected}.`,
    );
  }
  return messages;
}

/**
 * Writes everything into hidden folders beside the targets first, then puts the database in
 * place (checked from end to end) and renames the folders into place: a failure at any step
 * leaves the targets as empty as they were.
 */
async function putInPlace(
  archive: ArchiveEntries,
  parts: ImportParts,
  targets: ImportTargets,
  expected: number,
) {
  const contentStage = stagingName(targets.contentDir);
  const dataStage = join(targets.dataDir, `.import-${randomBytes(4).toString("hex")}`);
  const placed = { database: false, content: false };
  try {
    await mkdir(contentStage, { recursive: true });
    await mkdir(dataStage, { recursive: true });
    await extract(archive, parts.content, contentStage);
    await extract(archive, parts.history, join(dataStage, "history"));
    await extract(archive, new Map([[messagesDatabaseName, parts.database]]), dataStage);
    const messages = await restoreMessages(
      join(dataStage, messagesDatabaseName),
      targets.dataDir,
      expected,
    );
    placed.database = true;
    if (existsSync(targets.contentDir)) await rmdir(targets.contentDir);
    await rename(contentStage, targets.contentDir);
    placed.content = true;
    if (parts.history.size > 0)
      await rename(join(dataStage, "history"), historyDir(targets.dataDir));
    return messages;
  } catch (error) {
    if (placed.database) await removeDatabase(targets.dataDir);
    if (placed.content) await rm(targets.contentDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(contentStage, { recursive: true, force: true });
    await rm(dataStage, { recursive: true, force: true });
  }
}

/**
 * Puts an export archive (exportArchive's .zip) back into an empty site: its content folder
 * into `contentDir`, its messages database (with the Studio's password and the private
 * projects' passwords) and its publish history into `dataDir`. The archive's manifest is
 * checked first, then every file name, and the targets must be empty; nothing is written
 * before all of that has passed. The static copy is not imported: the next build makes the
 * site from the content.
 */
export async function importArchive(file: string, targets: ImportTargets): Promise<ImportResult> {
  const archive = await readArchiveEntries(file);
  try {
    const manifest = await readManifest(archive, file);
    requireComplete(manifest, archive, file);
    requireEmptyTargets(targets);
    const database = archive.files.get(`${archiveFolders.messages}/${messagesDatabaseName}`);
    if (!database) throw new ImportRefused(`${file} has no messages database.`);
    const parts = {
      content: filesUnder(archive, archiveFolders.content),
      history: filesUnder(archive, archiveFolders.history),
      database,
    };
    await requireRoom(targets.contentDir, totalSize(parts.content));
    await requireRoom(targets.dataDir, totalSize(parts.history) + database.uncompressedSize);
    const messages = await putInPlace(archive, parts, targets, manifest.messages.count);
    const content = await folderFiles(targets.contentDir);
    return {
      manifest,
      contentFiles: content.length,
      projects: projectIds(content),
      messages,
      historyFiles: parts.history.size,
    };
  } finally {
    archive.zip.close();
  }
}
