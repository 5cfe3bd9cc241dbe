/**
 * How every command's report names the data folder (DATA_DIR) it read or changed: run without
 * the server's DATA_DIR, a command works on another folder, which the server never reads, and
 * the report shows it in the same words whichever command it is.
 */
export function inDataFolder(dataDir: string): string {
  return `in the data folder ${dataDir}`;
}
