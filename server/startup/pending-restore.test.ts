import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentFixture } from "../../tests/fixtures/content-fixture.ts";
import { exportArchive } from "../export/export-archive.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { type ExportFixture, exportFixture } from "../testing/export-fixture.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { pendingRestoreFile, restorePending } from "./pending-restore.ts";

let site: ExportFixture;
let archive: string;

beforeAll(async () => {
  site = await exportFixture();
  archive = join(tempDir("restore-export"), "site.zip");
  const made = await exportArchive(site);
  await pipeline(made.stream, createWriteStream(archive));
  await made.finished;
});

afterAll(() => site.remove());

/** A first start's folders: the starting site, an empty message database, and `file` waiting. */
async function firstStart(file: string) {
  const starter = await createContentFixture();
  const root = tempDir("restore-target");
  const contentDir = join(root, "content");
  cpSync(starter.dir, contentDir, { recursive: true });
  starter.remove();
  const dataDir = join(root, "data");
  mkdirSync(dataDir, { recursive: true });
  SqliteMessageStore.open(dataDir).close();
  cpSync(file, join(dataDir, pendingRestoreFile));
  return { contentDir, dataDir };
}

async function messageCount(dataDir: string): Promise<number> {
  const store = SqliteMessageStore.open(dataDir);
  try {
    return (await store.list({ limit: 100 })).length;
  } finally {
    store.close();
  }
}

describe("an export received at the first start", () => {
  it("is put in place at the next start, the starting site kept aside", async () => {
    const folders = await firstStart(archive);
    const logger = memoryLogger();
    expect(await restorePending(folders, logger)).toBe(true);
    expect(readdirSync(join(folders.contentDir, "projects")).sort()).toEqual(
      readdirSync(join(site.contentDir, "projects")).sort(),
    );
    expect(await messageCount(folders.dataDir)).toBe(site.messageIds.length);
    expect(existsSync(join(folders.dataDir, pendingRestoreFile))).toBe(false);
    const aside = readdirSync(folders.dataDir).find((name) => name.startsWith("before-restore-"));
    expect(aside && existsSync(join(folders.dataDir, aside, "content", "site.yaml"))).toBe(true);
    expect(logger.lines.map((line) => line.msg)).toContain("restored the exported site");
  });

  it("is refused on a site already used, which stays as it was", async () => {
    const folders = await firstStart(archive);
    const store = SqliteMessageStore.open(folders.dataDir);
    await store.accept(
      {
        name: "Ada",
        email: "ada@example.com",
        subject: "",
        message: "Hello",
        receivedAt: 0,
        ipHash: "0".repeat(32),
        spamReason: null,
        giveUpAt: 1,
        idempotencyKey: null,
      },
      1000,
    );
    store.close();
    const before = readdirSync(join(folders.contentDir, "projects"));
    const logger = memoryLogger();
    expect(await restorePending(folders, logger)).toBe(false);
    expect(readdirSync(join(folders.contentDir, "projects"))).toEqual(before);
    expect(await messageCount(folders.dataDir)).toBe(1);
    expect(existsSync(join(folders.dataDir, `${pendingRestoreFile}.refused`))).toBe(true);
    expect(logger.lines[0]?.msg).toMatch(/^The exported site was not restored: this site has/);
  });

  it("is refused when damaged, and the starting site is put back", async () => {
    const damaged = join(tempDir("restore-damaged"), "site.zip");
    writeFileSync(damaged, "not a zip at all");
    const folders = await firstStart(damaged);
    const before = readdirSync(join(folders.contentDir, "projects"));
    expect(await restorePending(folders, memoryLogger())).toBe(false);
    expect(readdirSync(join(folders.contentDir, "projects"))).toEqual(before);
    expect(existsSync(join(folders.dataDir, "messages.sqlite"))).toBe(true);
    expect(existsSync(join(folders.dataDir, `${pendingRestoreFile}.refused`))).toBe(true);
  });
});
