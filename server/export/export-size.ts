import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { ServedReleases } from "../releases/served-releases.ts";
import { databaseFileName } from "../storage/database.ts";
import { type ExportFolders, folderFiles, historyDir } from "./export-sources.ts";
import { staticCopyPlan } from "./static-copy-files.ts";

/**
 * About how many bytes an export takes: the files it takes, as they are on disk. The archive
 * is a little smaller (texts are compressed; pictures, most of it, are not).
 */
export async function exportSize(folders: ExportFolders): Promise<number> {
  const release = new ServedReleases(folders.buildRoot).current();
  const site = release ? (await staticCopyPlan(release)).files.map((file) => file.source) : [];
  const database = join(folders.dataDir, databaseFileName);
  const files = [
    ...(await folderFiles(folders.contentDir)),
    ...(await folderFiles(historyDir(folders.dataDir))),
  ];
  return (
    files.reduce((sum, file) => sum + file.bytes, 0) +
    site.reduce((sum, file) => sum + statSync(file).size, 0) +
    (existsSync(database) ? statSync(database).size : 0)
  );
}
