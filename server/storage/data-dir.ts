import { resolve } from "node:path";

/** Where the server keeps its data (messages, passwords) unless DATA_DIR says otherwise. */
export const defaultDataDir = "var";

/** The server's data folder: DATA_DIR, or `var/` in the project. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR || defaultDataDir);
}
