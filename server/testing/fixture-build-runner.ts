import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildRequest } from "../../core/build/build-process-messages.ts";
import { draftProjectIds } from "../../core/content/drafts.server.ts";
import type { BuildResult, BuildRunner } from "../publish/build-runner.ts";
import { releaseFiles } from "../releases/release-files.ts";
import { listReleases, makeCurrent, releaseDir } from "../releases/releases.ts";
import { writeFixtureRelease } from "./fixture-build.ts";

export interface FixtureBuildRunner {
  run: BuildRunner;
  /** The requests it was given, in order. */
  requests: BuildRequest[];
  /**
   * Holds the next builds in their "content" stage until the returned function is called; a
   * held build that is stopped ends there, as the real one ends when its process group is killed.
   */
  hold(): () => void;
}

/**
 * A stand-in for the build process in server tests, quick where the real one prerenders for
 * seconds: a release whose home page shows the first line of the content folder's `about.md`,
 * with the content kept in it as a real build keeps it, made current when the request says
 * so. The real build process is tested on its own (build-runner.test.ts) and in the browser
 * tests.
 */
export function fixtureBuildRunner(): FixtureBuildRunner {
  const requests: BuildRequest[] = [];
  let gate: Promise<void> = Promise.resolve();

  const run: BuildRunner = (request, listener) => {
    requests.push(request);
    const held = gate;
    let stopped = false;
    let committed = false;
    let stop = () => {};
    const stopping = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const done = (async (): Promise<BuildResult> => {
      listener.stages(["content", "switch"]);
      listener.event({ type: "stage-started", stage: "content" });
      await Promise.race([held, stopping]);
      // As the real process group, killed: no word of its own.
      if (stopped) {
        return {
          ok: false,
          stage: null,
          message: "The build process stopped (SIGKILL).",
          locked: false,
        };
      }
      const text = readFileSync(join(request.contentDir, "about.md"), "utf8").split("\n")[0];
      listener.event({ type: "stage-done", stage: "content", ms: 1, summary: "read" });
      committed = true;
      listener.committed?.();
      listener.event({ type: "stage-started", stage: "switch" });
      const id = writeFixtureRelease(request.buildRoot, {
        files: { "index.html": `<!DOCTYPE html><html><body><main>${text}</main></body></html>` },
        drafts: request.showDrafts ? draftProjectIds(request.contentDir) : [],
      });
      cpSync(request.contentDir, join(releaseDir(request.buildRoot, id), releaseFiles.content), {
        recursive: true,
      });
      if (request.makeCurrent) makeCurrent(request.buildRoot, id);
      listener.event({ type: "stage-done", stage: "switch", ms: 1, summary: id });
      const info = listReleases(request.buildRoot).find((release) => release.id === id);
      if (!info) throw new Error(`the fixture release ${id} is not complete`);
      return { ok: true, info };
    })();
    const end = () => {
      stopped = true;
      stop();
      return done.then(() => undefined);
    };
    return {
      done,
      stop: end,
      cancel: async () => {
        if (committed) return false;
        await end();
        return true;
      },
    };
  };

  return {
    run,
    requests,
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        gate = Promise.resolve();
      };
    },
  };
}
