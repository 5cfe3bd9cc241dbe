import type { BuildEvent } from "./build-events.ts";
import type { ReleaseInfo } from "./release-info.ts";

/** What the server asks the build process to build (the one argument, as JSON). */
export interface BuildRequest {
  contentDir: string;
  buildRoot: string;
  imageCacheDir: string;
  /** The server's data folder (DATA_DIR), where the build finds private projects' passwords. */
  dataDir: string;
  /** False for a preview: built and kept, not served. */
  makeCurrent: boolean;
  /** True for a preview: it shows the drafts complete enough to build. */
  showDrafts: boolean;
  /**
   * The moment whose live windows the build applies (ms since 1970): a scheduled publish's,
   * so that a timer firing a little early still finds its project live. The build's own clock
   * without it.
   */
  now?: number;
}

/**
 * What the build process tells the server, in order: its stages, events, that it is about to
 * go live ("switching", after which it waits for the server's go-ahead), then one outcome.
 */
export type BuildProcessMessage =
  | { type: "stages"; stages: string[] }
  | { type: "switching" }
  | { type: "event"; event: Exclude<BuildEvent, { type: "output" }> }
  | { type: "built"; info: ReleaseInfo; removed: string[] }
  | { type: "failed"; stage: string | null; message: string; locked: boolean };

/** Sends one message to the server over the IPC channel; resolves once it is written. */
export function sendToServer(message: BuildProcessMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

/** The server's answer to "switching": the build may go live. */
export interface GoAhead {
  type: "go";
}

/**
 * Tells the server the build is about to go live and waits for its go-ahead: from then on the
 * owner's stop no longer applies, and until then the build can be stopped without the site
 * having changed.
 */
export function goAheadFromServer(): Promise<void> {
  if (!process.send) return Promise.resolve();
  const answered = new Promise<void>((resolve) => {
    const onMessage = (message: GoAhead) => {
      if (message.type !== "go") return;
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
  });
  return sendToServer({ type: "switching" }).then(() => answered);
}
