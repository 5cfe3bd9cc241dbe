import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { NewerDataError } from "./newer-data-error.ts";

/** The folders the server keeps its state in, whose layout the version covers. */
export interface DataFolders {
  dataDir: string;
  buildDir: string;
  contentDir: string;
  imageCacheDir: string;
}

/** One change of the folders' layout, from the version before it to its own. */
export interface LayoutStep {
  /** What it changes, as the log tells it. */
  summary: string;
  apply(folders: DataFolders): void;
}

/**
 * The changes of the data folders' layout, in order: step N takes the folders from layout N to
 * layout N + 1. Layout 1 is the one from before the version was recorded (the messages database,
 * `history/`, `studio/` and `backups/` in DATA_DIR; `releases/` and the `current` link in
 * BUILD_DIR), so folders of any earlier install start there. A released step is never edited:
 * add a new one, as for the database's migrations (server/storage/migrations.ts).
 */
export const layoutSteps: readonly LayoutStep[] = [];

/** The file in DATA_DIR that records the layout of the folders. */
export const layoutFileName = "data-layout.json";

const layoutFileSchema = z.object({ layout: z.number().int().min(1) });

/** The layout the folders are in with every one of `steps` applied. */
export function newestLayout(steps: readonly LayoutStep[]): number {
  return steps.length + 1;
}

/** The layout recorded in the data folder, if any. */
function readRecord(dataDir: string): number | undefined {
  const file = join(dataDir, layoutFileName);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const parsed = layoutFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a layout record: ${parsed.error.message}`);
  return parsed.data.layout;
}

/** The layout the folders are in: as recorded, or 1 when nothing is recorded yet. */
export function recordedLayout(dataDir: string): number {
  return readRecord(dataDir) ?? 1;
}

/** Stops when the folders were left in a layout newer than `steps` know, before any change. */
export function refuseNewerLayout(dataDir: string, steps: readonly LayoutStep[]): void {
  const layout = recordedLayout(dataDir);
  const known = newestLayout(steps);
  if (layout > known) {
    throw new NewerDataError(
      `The data folder ${dataDir} has data layout ${layout}, written by a newer version of the site; this version knows layouts up to ${known}. Nothing was changed: run the newer version again, or restore a backup made with this one.`,
    );
  }
}

/** Records the layout in one rename, so a crash leaves the old record or the new one. */
function recordLayout(dataDir: string, layout: number): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, layoutFileName);
  const partial = `${file}.partial`;
  writeFileSync(partial, `${JSON.stringify({ layout }, null, 2)}\n`);
  renameSync(partial, file);
}

/** What bringing the folders' layout up to date did. */
export interface LayoutUpgrade {
  from: number;
  to: number;
  /** The summaries of the steps applied, in order. */
  applied: string[];
}

/**
 * Applies the steps the folders lack, recording the layout after each one: a step that fails
 * leaves the record at the last step that passed, and the next start tries that step again.
 */
export function upgradeLayout(folders: DataFolders, steps: readonly LayoutStep[]): LayoutUpgrade {
  refuseNewerLayout(folders.dataDir, steps);
  const record = readRecord(folders.dataDir);
  const from = record ?? 1;
  const applied: string[] = [];
  for (const [index, step] of steps.entries()) {
    const reached = index + 2;
    if (reached <= from) continue;
    step.apply(folders);
    recordLayout(folders.dataDir, reached);
    applied.push(step.summary);
  }
  const to = newestLayout(steps);
  // Folders of an install from before the record get theirs, so an older version refuses them
  // once a newer one has changed them.
  if (record === undefined && applied.length === 0) recordLayout(folders.dataDir, to);
  return { from, to, applied };
}
