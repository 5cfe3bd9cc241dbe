import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { contentFiles } from "../../core/content/content-files.server.ts";

/** The folders an export reads, as the server and the commands are set up. */
export interface ExportFolders {
  /** CONTENT_DIR: the artist's content folder. */
  contentDir: string;
  /** DATA_DIR: the messages database and `history/`. */
  dataDir: string;
  /** BUILD_DIR: the builds, whose current one becomes the static copy. */
  buildRoot: string;
}

/** A file to put into the archive: its name there and where it is on disk. */
export interface SourceFile {
  path: string;
  source: string;
  bytes: number;
}

/**
 * The files of a folder an export takes, by their path inside it: hidden ones are left out
 * (a `.git` history in the content folder, half-written temporary files of the history).
 */
export async function folderFiles(dir: string): Promise<SourceFile[]> {
  if (!existsSync(dir)) return [];
  const paths = await contentFiles(dir);
  return Promise.all(
    paths.map(async (path) => {
      const source = join(dir, path);
      return { path, source, bytes: (await stat(source)).size };
    }),
  );
}

/** The ids of the projects among a content folder's files (`projects/<id>/project.md`). */
export function projectIds(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) => /^projects\/([^/]+)\/project\.md$/.exec(file.path)?.[1] ?? []);
}

export function historyDir(dataDir: string): string {
  return join(dataDir, "history");
}
