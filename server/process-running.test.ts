// @vitest-environment node
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { describe, expect, it, onTestFinished } from "vitest";
import { testLimits } from "../tests/setup/test-limits.ts";
import { processRunning } from "./process-running.ts";

function state(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
}

/** The name of the program a process runs, as /proc gives it. */
function command(pid: number): string {
  return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
}

describe("whether a process runs", { timeout: testLimits.process }, () => {
  it("says this process runs", () => {
    expect(processRunning(process.pid)).toBe(true);
  });

  it("says a process that ended and was reaped no longer runs", async () => {
    const child = spawn("true");
    const pid = child.pid ?? 0;
    await new Promise((resolve) => child.once("exit", resolve));
    expect(processRunning(pid)).toBe(false);
  });

  it.runIf(process.platform === "linux")(
    "says an ended process nobody reaped (a zombie) no longer runs, and its parent still does",
    async () => {
      // The shell starts a child, prints its id, then becomes `sleep`, which never waits for
      // children: once the child is killed it stays a zombie.
      const parent = spawn("sh", ["-c", "sleep 600 & echo $!; exec sleep 600"]);
      onTestFinished(() => {
        parent.kill();
      });
      const [line] = await once(createInterface({ input: parent.stdout }), "line");
      const zombie = Number(line);
      // Until the shell has become `sleep` it may still reap the child it started.
      await expect.poll(() => command(parent.pid ?? 0)).toBe("sleep");
      expect(processRunning(zombie)).toBe(true);
      process.kill(zombie, "SIGKILL");
      await expect.poll(() => state(zombie)).toBe("Z");
      expect(processRunning(zombie)).toBe(false);
      expect(processRunning(parent.pid ?? 0)).toBe(true);
    },
  );
});
