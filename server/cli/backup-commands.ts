import { join, resolve } from "node:path";
import {
  BackupError,
  backupDatabase,
  backupFileName,
  defaultBackupDir,
  removeOldBackups,
  restoreDatabase,
} from "../storage/database-backup.ts";

export interface BackupCommandIo {
  /** DATA_DIR: the folder of the message database. */
  dataDir: string;
  out: (text: string) => void;
  err: (text: string) => void;
  now?: () => Date;
}

const backupUsage = `Usage: npm run backup [-- FILE | -- --keep N]
  Writes a consistent copy of the message database, also while the server runs.
  FILE defaults to backups/messages-<date>-<time>.sqlite in the data folder (DATA_DIR).
  --keep N   then delete all but the newest N backups of that folder
`;

const restoreUsage = `Usage: npm run restore -- FILE [--replace]
  Restores a backup into the data folder (DATA_DIR). Stop the server first.
  --replace   replace the database there (a copy of it is kept in backups/ first)
`;

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function messagesText(count: number): string {
  return `${count} message${count === 1 ? "" : "s"}`;
}

async function reportingBackupErrors(io: BackupCommandIo, work: () => Promise<void>) {
  try {
    await work();
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.err(`${error.message}\n`);
    return 1;
  }
}

function parseBackupArgs(args: string[]): { file?: string; keep?: number } | undefined {
  const rest = [...args];
  let keep: number | undefined;
  const at = rest.indexOf("--keep");
  if (at !== -1) {
    keep = Number(rest[at + 1]);
    if (!Number.isInteger(keep) || keep < 1) return undefined;
    rest.splice(at, 2);
  }
  const [file, ...extra] = rest;
  if (extra.length > 0 || file?.startsWith("-") || (file && keep !== undefined)) return undefined;
  return { ...(file ? { file } : {}), ...(keep ? { keep } : {}) };
}

/** `npm run backup [-- FILE | --keep N]`; returns the exit code. */
export async function runBackupCommand(args: string[], io: BackupCommandIo): Promise<number> {
  const parsed = parseBackupArgs(args);
  if (!parsed) {
    io.err(backupUsage);
    return 2;
  }
  const now = (io.now ?? (() => new Date()))();
  const folder = defaultBackupDir(io.dataDir);
  const target = parsed.file ? resolve(parsed.file) : join(folder, backupFileName(now, "messages"));
  return reportingBackupErrors(io, async () => {
    const copy = await backupDatabase(io.dataDir, target);
    io.out(
      `Backed up ${messagesText(copy.messages)} (${size(copy.bytes)}) from ${io.dataDir} to ${copy.file}.\n`,
    );
    if (parsed.keep) {
      const removed = removeOldBackups(folder, parsed.keep);
      if (removed.length > 0) {
        io.out(
          `Removed ${removed.length} older backup${removed.length === 1 ? "" : "s"}, keeping the last ${parsed.keep}.\n`,
        );
      }
    }
  });
}

/** `npm run restore -- FILE [--replace]`; returns the exit code. */
export async function runRestoreCommand(args: string[], io: BackupCommandIo): Promise<number> {
  const replace = args.includes("--replace");
  const files = args.filter((arg) => arg !== "--replace");
  const [file] = files;
  if (files.length !== 1 || !file || file.startsWith("-")) {
    io.err(restoreUsage);
    return 2;
  }
  return reportingBackupErrors(io, async () => {
    const { restored, replaced } = await restoreDatabase(resolve(file), io.dataDir, {
      replace,
      now: (io.now ?? (() => new Date()))(),
    });
    io.out(
      `Restored ${messagesText(restored.messages)} from ${resolve(file)} into ${restored.file}.\n`,
    );
    if (replaced) {
      io.out(
        `The database it replaced (${messagesText(replaced.messages)}) is kept at ${replaced.file}.\n`,
      );
    }
  });
}
