import type { JobOutcome } from "../../core/studio/publish-api.ts";
import { buildProblems } from "./build-problems.ts";
import type { BuildResult } from "./build-runner.ts";

export type FailedBuild = Extract<BuildResult, { ok: false }>;

/**
 * Why a build ended without a release: the server is stopping, the owner stopped it, or the
 * build itself failed (its content, one of its stages, or the lock another build holds).
 */
export type BuildEnding = "server-stopping" | "stopped-by-owner" | "failed";

function failedMessage(result: FailedBuild): string {
  if (result.locked) return `Cannot build now: ${result.message}.`;
  if (result.stage === null) return result.message;
  return `${result.message}\nThe build stopped at "${result.stage}"; the site being served is unchanged.`;
}

/**
 * The outcome of a build that ended without a release, in the owner's words. A build's own
 * failure carries its problems, placed in `contentDir` (the folder it built) where they can be.
 */
export function failedBuildOutcome(
  result: FailedBuild,
  contentDir: string,
  ending: BuildEnding,
): JobOutcome {
  if (ending === "server-stopping") {
    const message = "The server stopped during the build; the site being served is unchanged.";
    return { ok: false, stage: result.stage, message, problems: [], stoppedByOwner: false };
  }
  if (ending === "stopped-by-owner") {
    const message = "You stopped the build before it had finished.";
    return { ok: false, stage: null, message, problems: [], stoppedByOwner: true };
  }
  return {
    ok: false,
    stage: result.stage,
    message: failedMessage(result),
    problems: result.locked ? [] : buildProblems(result.message, contentDir),
    stoppedByOwner: false,
  };
}
