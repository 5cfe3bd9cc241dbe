import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../core/content/site.server.ts";
import { parseEnv } from "../env.ts";
import { databaseFileName } from "../storage/database.ts";
import { migrations } from "../storage/migrations.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { layoutFileName, layoutSteps, recordedLayout } from "./data-layout.ts";
import { schemaVersionOf } from "./database-upgrade.ts";
import { NewerDataError } from "./newer-data-error.ts";
import { prepareData } from "./prepare-data.ts";
import { sampleContentDir } from "./starting-site.ts";

/** The settings of a container: every folder in one data folder. */
function containerSettings(data: string) {
  return parseEnv({
    DATA_DIR: data,
    BUILD_DIR: join(data, "build"),
    CONTENT_DIR: join(data, "content"),
    IMAGE_CACHE_DIR: join(data, "cache", "images"),
    SITE_URL: "https://www.example.com",
  });
}

describe("readying the data folder at start-up", () => {
  it("puts the starting site and a new database in an empty data folder, and says so", async () => {
    const data = tempDir("empty-data");
    const logger = memoryLogger();
    await prepareData(containerSettings(data), logger);
    expect(loadSite(join(data, "content")).siteUrl).toBe("https://www.example.com");
    expect(schemaVersionOf(data)).toBe(migrations.length);
    expect(recordedLayout(data)).toBe(layoutSteps.length + 1);
    expect(logger.lines.map((line) => line.msg)).toEqual([
      "put the starting site in the empty content folder",
    ]);
  });

  it("says what it migrated: the folders' layout and the database, kept as it was first", async () => {
    const data = tempDir("earlier-data");
    mkdirSync(join(data, "content"));
    writeFileSync(join(data, "content", "site.yaml"), "name: The artist's own\n");
    const db = new DatabaseSync(join(data, databaseFileName));
    db.exec(migrations[0] ?? "");
    db.exec("PRAGMA user_version = 1");
    db.close();
    const logger = memoryLogger();
    const step = { summary: "a later step", apply: () => {} };
    await prepareData(containerSettings(data), logger, {
      starter: sampleContentDir,
      steps: [step],
    });
    expect(logger.lines).toEqual([
      {
        level: "info",
        msg: "migrated the data folders' layout",
        fields: { from: 1, to: 2, steps: "a later step" },
      },
      {
        level: "info",
        msg: "migrated the message database's schema",
        fields: {
          from: 1,
          to: migrations.length,
          keptAsItWasIn: expect.stringContaining("backups/before-schema-"),
        },
      },
    ]);
  });

  it("refuses data a newer version left before it changes anything", async () => {
    const data = tempDir("newer-data");
    const db = new DatabaseSync(join(data, databaseFileName));
    db.exec(`PRAGMA user_version = ${migrations.length + 1}`);
    db.close();
    await expect(prepareData(containerSettings(data), memoryLogger())).rejects.toThrow(
      NewerDataError,
    );
    expect(existsSync(join(data, "content"))).toBe(false);
    expect(existsSync(join(data, layoutFileName))).toBe(false);
  });

  it("refuses a newer layout before it makes a database or a starting site", async () => {
    const data = tempDir("newer-layout");
    writeFileSync(join(data, layoutFileName), JSON.stringify({ layout: layoutSteps.length + 2 }));
    await expect(prepareData(containerSettings(data), memoryLogger())).rejects.toThrow(
      `has data layout ${layoutSteps.length + 2}, written by a newer version of the site`,
    );
    expect(existsSync(join(data, databaseFileName))).toBe(false);
    expect(existsSync(join(data, "content"))).toBe(false);
  });
});
