import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { pageWithoutScripts } from "../../core/site/page-without-scripts.ts";
import { type ServedRelease, ServedReleases } from "../releases/served-releases.ts";
import { databaseFileName } from "../storage/database.ts";
import { BackupError, backupDatabase } from "../storage/database-backup.ts";
import { messagesCsv } from "../storage/messages-csv.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import {
  archiveFolders,
  type ExportManifest,
  manifestName,
  messagesCsvName,
  messagesDatabaseName,
  newManifest,
  readmeName,
} from "./archive-layout.ts";
import { exportReadme } from "./export-readme.ts";
import {
  type ExportFolders,
  folderFiles,
  historyDir,
  projectIds,
  type SourceFile,
} from "./export-sources.ts";
import {
  pageAddress,
  type StaticCopyFile,
  type StaticCopyPlan,
  staticCopyPlan,
} from "./static-copy-files.ts";
import { staticCopyPage } from "./static-copy-page.ts";

/** An export being written: what it holds, and the .zip itself, made as it is read. */
export interface ExportArchive {
  manifest: ExportManifest;
  /** The .zip, written as it is read: nothing of it is held whole in memory. Read it once. */
  stream: Readable;
  /** Settles once the stream is read to its end, or failed, or was dropped before its end. */
  finished: Promise<void>;
}

// Pictures and videos are compressed already: deflating them again costs time and saves nothing.
const compressible = /\.(md|markdown|ya?ml|json|txt|csv|html|css|svg|xml|webmanifest)$/i;

interface MessagesSnapshot {
  file: string;
  count: number;
  csv: Buffer;
}

/** One consistent copy of the messages (SQLite's online backup), and the CSV made from it. */
async function messagesSnapshot(dataDir: string, scratch: string): Promise<MessagesSnapshot> {
  const file = join(scratch, messagesDatabaseName);
  const copy = await backupDatabase(dataDir, file);
  const store = new SqliteMessageStore(new DatabaseSync(file, { readOnly: true }), file);
  try {
    return { file, count: copy.messages, csv: Buffer.from(messagesCsv(await store.list({}))) };
  } finally {
    store.close();
  }
}

function addFiles(zip: ZipFile, folder: string, files: readonly SourceFile[]): void {
  for (const file of files) {
    zip.addFile(file.source, `${folder}/${file.path}`, { compress: compressible.test(file.path) });
  }
}

/** Adds the static copy; each page is read and rewritten only when the archive reaches it. */
function addStaticCopy(zip: ZipFile, release: ServedRelease, plan: StaticCopyPlan): void {
  const page = async (file: StaticCopyFile): Promise<string> => {
    const html = await readFile(file.source, "utf8");
    if (file.kind === "not-found") return pageWithoutScripts(html);
    return staticCopyPage(html, {
      file: file.path,
      hasPage: (address) => plan.pages.has(address),
      siteUrl: release.site.siteUrl,
      siteName: release.site.name,
      contactEmail: release.site.contactEmail,
      noindex: release.pageAccess.noindexPaths.includes(pageAddress(file.path)),
    });
  };
  for (const file of plan.files) {
    const name = `${archiveFolders.site}/${file.path}`;
    if (file.kind === "file") {
      zip.addFile(file.source, name, { compress: compressible.test(file.path) });
      continue;
    }
    zip.addReadStreamLazy(name, { compress: true }, (done) => {
      page(file).then(
        (html) => done(null, Readable.from([Buffer.from(html)])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
}

interface ExportParts {
  content: SourceFile[];
  history: SourceFile[];
  messages: MessagesSnapshot;
  release: ServedRelease | undefined;
  plan: StaticCopyPlan | undefined;
}

function manifestFor(parts: ExportParts, now: number): ExportManifest {
  const { content, history, messages, release, plan } = parts;
  return newManifest(
    {
      site: release ? { name: release.site.name, siteUrl: release.site.siteUrl } : null,
      content: {
        files: content.length,
        bytes: content.reduce((sum, file) => sum + file.bytes, 0),
        projects: projectIds(content),
      },
      messages: { count: messages.count },
      history: {
        entries: history.filter((file) => file.path.startsWith("entries/")).length,
        files: history.length,
      },
      siteCopy:
        release && plan
          ? { release: release.id, pages: plan.pages.size, files: plan.files.length }
          : null,
    },
    now,
  );
}

/** Settles when the archive has been read to its end; removes the scratch folder either way. */
function whenRead(stream: Readable, scratch: string): Promise<void> {
  const finished = new Promise<void>((resolve, reject) => {
    let ended = false;
    stream.once("end", () => {
      ended = true;
      resolve();
    });
    stream.once("error", reject);
    stream.once("close", () => {
      if (!ended) reject(new Error("The export was not read to its end."));
    });
  }).finally(() => rm(scratch, { recursive: true, force: true }));
  // The caller may never ask; a failure must not become an unhandled rejection.
  finished.catch(() => undefined);
  return finished;
}

/**
 * Starts an export of everything the artist owns into one .zip (see archive-layout.ts): the
 * content folder, the messages as CSV and as a consistent SQLite copy, the publish history,
 * and the served build as a static site. The files are read as the archive is read, so an
 * export of gigabytes of pictures takes no more memory than one of a few.
 */
export async function exportArchive(
  folders: ExportFolders,
  clock: () => number = Date.now,
): Promise<ExportArchive> {
  const database = join(folders.dataDir, databaseFileName);
  if (!existsSync(database)) {
    throw new BackupError(`There is no message database at ${database}: check DATA_DIR.`);
  }
  const scratch = await mkdtemp(join(folders.dataDir, ".export-"));
  try {
    const messages = await messagesSnapshot(folders.dataDir, scratch);
    const content = await folderFiles(folders.contentDir);
    const history = await folderFiles(historyDir(folders.dataDir));
    const release = new ServedReleases(folders.buildRoot).current();
    const plan = release ? await staticCopyPlan(release) : undefined;
    const manifest = manifestFor({ content, history, messages, release, plan }, clock());
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), manifestName);
    zip.addBuffer(Buffer.from(exportReadme(manifest)), readmeName);
    addFiles(zip, archiveFolders.content, content);
    zip.addBuffer(messages.csv, `${archiveFolders.messages}/${messagesCsvName}`);
    zip.addFile(messages.file, `${archiveFolders.messages}/${messagesDatabaseName}`);
    addFiles(zip, archiveFolders.history, history);
    if (release && plan) addStaticCopy(zip, release, plan);
    zip.end();
    const stream = zip.outputStream;
    if (!(stream instanceof Readable)) throw new Error("yazl's output is not a Node stream");
    zip.on("error", (error: unknown) =>
      stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return { manifest, stream, finished: whenRead(stream, scratch) };
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
