import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { processStartTime } from "../process-running.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { BuildLockedError, takeBuildLock } from "./build-lock.ts";

function leftLock(root: string, holder: Record<string, unknown>): void {
  writeFileSync(
    join(root, ".build.lock"),
    JSON.stringify({ startedAt: "2026-11-28T09:16:13.501Z", task: "build", ...holder }),
  );
}

describe("the build lock", { timeout: testLimits.process }, () => {
  it("lets one build at a time take it, naming the one that holds it", () => {
    const root = tempDir("build-lock");
    const lock = takeBuildLock(root, "build");
    expect(() => takeBuildLock(root, "switch")).toThrow(BuildLockedError);
    expect(() => takeBuildLock(root, "switch")).toThrow(
      `another build is running (process ${process.pid}`,
    );
    lock.release();
    takeBuildLock(root, "switch").release();
  });

  it("is taken over from a process that has ended", async () => {
    const root = tempDir("build-lock");
    const ended = spawn("true");
    await new Promise((resolve) => ended.once("exit", resolve));
    leftLock(root, { pid: ended.pid });
    takeBuildLock(root, "build").release();
  });

  it.runIf(process.platform === "linux")(
    "is taken over when its process id now belongs to another process, as in a restarted container",
    () => {
      const root = tempDir("build-lock");
      // This process runs under the id the lock names, but it is not the process that took it.
      leftLock(root, { pid: process.pid, processStart: "1" });
      expect(processStartTime(process.pid)).not.toBe("1");
      takeBuildLock(root, "build").release();
      leftLock(root, { pid: process.pid, processStart: processStartTime(process.pid) });
      expect(() => takeBuildLock(root, "build")).toThrow(BuildLockedError);
    },
  );
});
