import { type ChildProcess, execFile, spawn } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { fixtureBuild } from "../testing/fixture-build.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { validSubmission } from "../testing/test-app.ts";
import { runBackupCommand, runRestoreCommand } from "./backup-commands.ts";

const run = promisify(execFile);
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The real server (server/main.ts) on a fixture build, taking messages as fast as they come. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: fixtureBuild(),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      RATE_LIMIT_DISABLED: "true",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  stops.push(() => child.kill("SIGKILL"));
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString("utf8");
      const url = /"msg":"serving the site","url":"([^"]+)"/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** Clients posting messages one after another until stopped; every id answered 202, in order. */
function postUntilStopped(url: string, clients: number) {
  const accepted: string[] = [];
  const waiting: { target: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let stopped = false;
  const client = async () => {
    while (!stopped) {
      const res = await fetch(`${url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(validSubmission({ message: `Message ${accepted.length}` })),
      });
      if (res.status !== 202) throw new Error(`answered ${res.status}: ${await res.text()}`);
      accepted.push(((await res.json()) as { id: string }).id);
      for (const waiter of waiting.filter((w) => accepted.length >= w.target)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  running.catch((error: unknown) => {
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  });
  return {
    accepted,
    /** Resolves once `count` more messages have been accepted. */
    more(count: number): Promise<void> {
      const target = accepted.length + count;
      return new Promise((resolve, reject) => waiting.push({ target, resolve, reject }));
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function storedIds(dataDir: string): Promise<Set<string>> {
  const store = SqliteMessageStore.open(dataDir);
  try {
    return new Set((await store.list({})).map((m) => m.id));
  } finally {
    store.close();
  }
}

describe("npm run backup and npm run restore", { timeout: testLimits.process }, () => {
  it("a backup taken while the server writes, restored into a fresh data folder, holds every message", {
    timeout: testLimits.process,
  }, async () => {
    const live = tempDir("live-data");
    const server = await startServer(live);
    const load = postUntilStopped(server.url, 4);
    await load.more(200);

    const file = join(tempDir("backups"), "during-load.sqlite");
    const before = new Set(load.accepted);
    const backup = await run(process.execPath, ["scripts/backup.ts", file], {
      env: { ...process.env, DATA_DIR: live },
    });
    // The server kept writing during and after the backup.
    await load.more(50);
    await load.stop();
    const backedUp = Number(/^Backed up (\d+) messages/.exec(backup.stdout)?.[1]);

    const refused = run(process.execPath, ["scripts/restore.ts", file, "--replace"], {
      env: { ...process.env, DATA_DIR: live },
    });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/messages\.sqlite is in use: stop the server/),
    });

    const fresh = join(tempDir("fresh"), "var");
    const restore = await run(process.execPath, ["scripts/restore.ts", file], {
      env: { ...process.env, DATA_DIR: fresh },
    });
    expect(restore.stdout).toBe(
      `Restored ${backedUp} messages from ${file} into ${join(fresh, "messages.sqlite")}.\n`,
    );
    const restored = await storedIds(fresh);
    expect(restored.size).toBe(backedUp);
    expect([...before].filter((id) => !restored.has(id))).toEqual([]);
    const stored = await storedIds(live);
    expect([...restored].filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBeGreaterThan(restored.size);
  });

  it("says what to do with a wrong command line", async () => {
    const out: string[] = [];
    const io = {
      dataDir: tempDir("data"),
      out: (t: string) => out.push(t),
      err: (t: string) => out.push(t),
    };
    expect(await runBackupCommand(["a.sqlite", "b.sqlite"], io)).toBe(2);
    expect(await runBackupCommand(["--keep", "0"], io)).toBe(2);
    expect(await runBackupCommand(["a.sqlite", "--keep", "3"], io)).toBe(2);
    expect(await runRestoreCommand([], io)).toBe(2);
    expect(await runRestoreCommand(["--force", "a.sqlite"], io)).toBe(2);
    expect(out.join("")).toContain("Usage: npm run restore -- FILE [--replace]");
    expect(await runRestoreCommand(["missing.sqlite"], io)).toBe(1);
    expect(out.at(-1)).toMatch(/^There is no backup file .*missing\.sqlite\.\n$/);
  });
});
