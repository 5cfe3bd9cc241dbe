// @vitest-environment node
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../storage/database.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { DailyBackups, type Schedule } from "./daily-backups.ts";

const hour = 3600_000;
const day = 24 * hour;

/** A clock and a plan that move only when the test says: the backups' time, made by hand. */
function controlledTime(start: number) {
  let now = start;
  let planned: { run: () => void; at: number } | undefined;
  const schedule: Schedule = (run, ms) => {
    const plan = { run, at: now + ms };
    planned = plan;
    return {
      cancel: () => {
        if (planned === plan) planned = undefined;
      },
    };
  };
  return {
    clock: () => now,
    schedule,
    /** When the next planned run is due, from now. */
    nextIn: () => (planned ? planned.at - now : undefined),
    /** Moves the clock to the planned run and runs it. */
    runNext(backups: DailyBackups) {
      const plan = planned;
      if (!plan) throw new Error("nothing is planned");
      now = plan.at;
      planned = undefined;
      plan.run();
      return backups.settled();
    },
  };
}

function dataFolder(): string {
  const dir = tempDir("daily-backups");
  openDatabase(dir).close();
  return dir;
}

const backupsIn = (dir: string) => readdirSync(join(dir, "backups")).sort();

describe("the server's daily backup", () => {
  it("backs up at start, then once a day, keeping the newest ones", async () => {
    const dir = dataFolder();
    const time = controlledTime(Date.UTC(2026, 10, 1, 9, 30));
    const logger = memoryLogger();
    const backups = new DailyBackups({ dataDir: dir, keep: 3, logger, ...time });
    backups.start();
    expect(time.nextIn()).toBe(0);
    await time.runNext(backups);
    expect(backupsIn(dir)).toEqual(["messages-20261101-093000.sqlite"]);
    expect(time.nextIn()).toBe(day);
    for (let n = 0; n < 4; n += 1) await time.runNext(backups);
    expect(backupsIn(dir)).toEqual([
      "messages-20261103-093000.sqlite",
      "messages-20261104-093000.sqlite",
      "messages-20261105-093000.sqlite",
    ]);
    expect(logger.lines.at(-1)).toMatchObject({
      level: "info",
      msg: "daily backup of the messages",
      fields: { messages: 0, removed: 1 },
    });
    await backups.stop();
    expect(time.nextIn()).toBeUndefined();
  });

  it("waits for the day to pass when a backup of less than a day is there, whoever made it", async () => {
    const dir = dataFolder();
    const time = controlledTime(Date.UTC(2026, 10, 1, 9, 30));
    const first = new DailyBackups({ dataDir: dir, keep: 14, logger: memoryLogger(), ...time });
    first.start();
    await time.runNext(first);
    await first.stop();

    // A restart five hours later makes none, and plans the next a day after the last, with
    // room for a system timer's own backup to come first.
    const restarted = controlledTime(Date.UTC(2026, 10, 1, 14, 30));
    const again = new DailyBackups({
      dataDir: dir,
      keep: 14,
      logger: memoryLogger(),
      ...restarted,
    });
    again.start();
    await restarted.runNext(again);
    expect(backupsIn(dir)).toHaveLength(1);
    expect(restarted.nextIn()).toBe(day - 5 * hour + 2 * hour);
    await restarted.runNext(again);
    expect(backupsIn(dir)).toEqual([
      "messages-20261101-093000.sqlite",
      "messages-20261102-113000.sqlite",
    ]);
    await again.stop();
  });

  it("tries again an hour after a failure, and says so", async () => {
    const dir = dataFolder();
    rmSync(join(dir, "messages.sqlite"));
    const time = controlledTime(Date.UTC(2026, 10, 1));
    const logger = memoryLogger();
    const backups = new DailyBackups({ dataDir: dir, keep: 14, logger, ...time });
    backups.start();
    await time.runNext(backups);
    expect(logger.lines.at(-1)).toMatchObject({
      level: "error",
      msg: "the daily backup of the messages failed; trying again in an hour",
    });
    expect(time.nextIn()).toBe(hour);
    openDatabase(dir).close();
    await time.runNext(backups);
    expect(backupsIn(dir)).toEqual(["messages-20261101-010000.sqlite"]);
    await backups.stop();
  });

  it("makes none when BACKUP_KEEP is 0", () => {
    const time = controlledTime(Date.UTC(2026, 10, 1));
    const backups = new DailyBackups({
      dataDir: dataFolder(),
      keep: 0,
      logger: memoryLogger(),
      ...time,
    });
    backups.start();
    expect(time.nextIn()).toBeUndefined();
  });
});
