import type { BuildStage } from "./build-stages.ts";

/** How the image step is getting on, told after each source image. */
export interface ImageProgress {
  /** Source images done, from the cache or encoded. */
  done: number;
  total: number;
  /** New or changed images, which take the time: how many are done and how many in all. */
  encoded: number;
  toEncode: number;
  /** Time since the step started. */
  elapsedMs: number;
  /**
   * The time the images still to encode will take at the pace of those encoded so far;
   * unknown until the first one is done, 0 when all are.
   */
  remainingMs: number | undefined;
}

/** What a build tells as it goes: its stages, the image step's progress, React Router's output. */
export type BuildEvent =
  | { type: "stage-started"; stage: BuildStage }
  | { type: "stage-done"; stage: BuildStage; ms: number; summary: string }
  | ({ type: "images" } & ImageProgress)
  | { type: "output"; line: string };
