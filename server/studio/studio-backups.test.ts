// @vitest-environment node
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BackupsSummary } from "../../core/studio/backups-api.ts";
import { readArchiveEntries } from "../export/archive-entries.ts";
import { backupDatabase } from "../storage/database-backup.ts";
import { studioTestApp } from "../testing/studio-test-app.ts";
import { tempDir } from "../testing/temp-dir.ts";

async function signedIn() {
  const studio = await studioTestApp();
  const browser = await studio.signIn();
  return { studio, get: (path: string) => studio.asOwner(browser, path) };
}

describe("the Studio's backups and export", () => {
  it("says there is no backup yet, and how large everything is", async () => {
    const { get } = await signedIn();
    const res = await get("/api/studio/backups");
    expect(res.status).toBe(200);
    const summary = (await res.json()) as BackupsSummary;
    expect(summary).toMatchObject({ latest: null, kept: 0 });
    expect(summary.exportBytes).toBeGreaterThan(0);
    expect((await get("/api/studio/backups/latest")).status).toBe(404);
  });

  it("shows the newest backup of the messages and downloads it", async () => {
    const { studio, get } = await signedIn();
    await studio.addMessage();
    const folder = join(studio.dataDir, "backups");
    await backupDatabase(studio.dataDir, join(folder, "messages-20260114-030000.sqlite"));
    await backupDatabase(studio.dataDir, join(folder, "messages-20260115-030000.sqlite"));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "replaced-20260116-030000.sqlite"), "not a dated backup");

    const summary = (await (await get("/api/studio/backups")).json()) as BackupsSummary;
    expect(summary.kept).toBe(2);
    expect(summary.latest).toMatchObject({
      name: "messages-20260115-030000.sqlite",
      at: Date.UTC(2026, 0, 15, 3),
    });
    const download = await get("/api/studio/backups/latest");
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe(
      'attachment; filename="messages-20260115-030000.sqlite"',
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(summary.latest?.bytes);
    expect(bytes.subarray(0, 15).toString()).toBe("SQLite format 3");
  });

  it("streams everything as one .zip with the messages in it", async () => {
    const { studio, get } = await signedIn();
    await studio.addMessage();
    const res = await get("/api/studio/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="portfolio-20260115-120000.zip"',
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const file = join(tempDir("studio-export"), "download.zip");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const archive = await readArchiveEntries(file);
    archive.zip.close();
    expect([...archive.files.keys()]).toEqual(
      expect.arrayContaining([
        "manifest.json",
        "messages/messages.csv",
        "messages/messages.sqlite",
        "site/index.html",
      ]),
    );
    await studio.logger.lineLogged((line) => line.msg === "studio: everything downloaded");
  });

  it("sends the archive as it is made, and cleans up after a download left midway", async () => {
    const { studio, get } = await signedIn();
    const res = await get("/api/studio/export");
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(
      Buffer.from(first?.value ?? [])
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
    await reader?.cancel();
    await studio.logger.lineLogged(
      (line) => line.msg === "studio: a download of everything ended before its end",
    );
    await expect
      .poll(() => readdirSync(studio.dataDir).filter((name) => name.startsWith(".export-")))
      .toEqual([]);
  });
});
