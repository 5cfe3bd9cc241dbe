// @vitest-environment node
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileHashes } from "../files/file-hashes.ts";
import { PrivatePasswords } from "../private-projects/private-passwords.ts";
import { ContentHistory } from "../publish/content-history.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { type ExportFixture, exportFixture } from "../testing/export-fixture.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { readArchiveEntries, readSmallEntry } from "./archive-entries.ts";
import { exportArchive } from "./export-archive.ts";
import { folderFiles } from "./export-sources.ts";
import { importArchive } from "./import-archive.ts";

let site: ExportFixture;
let file: string;

beforeAll(async () => {
  site = await exportFixture();
  file = join(tempDir("export"), "site.zip");
  const archive = await exportArchive(site);
  await pipeline(archive.stream, createWriteStream(file));
  await archive.finished;
});

afterAll(() => site.remove());

async function archiveText(name: string): Promise<string> {
  const archive = await readArchiveEntries(file);
  try {
    const entry = archive.files.get(name);
    if (!entry) throw new Error(`${name} is not in the archive`);
    return (await readSmallEntry(archive, entry, 10_000_000)).toString("utf8");
  } finally {
    archive.zip.close();
  }
}

async function archiveNames(): Promise<string[]> {
  const archive = await readArchiveEntries(file);
  archive.zip.close();
  return [...archive.files.keys()];
}

describe("an export imported into a fresh site", () => {
  it("brings back every message, every project, the passwords and the publish history", async () => {
    const targets = {
      contentDir: join(tempDir("import"), "content"),
      dataDir: tempDir("import-data"),
    };
    const result = await importArchive(file, targets);

    expect(result.projects.sort()).toEqual(["sealed-room", "tide-lines"]);
    expect(result.messages).toBe(3);
    const hashes = new FileHashes();
    const sameFiles = async (dir: string) =>
      Promise.all((await folderFiles(dir)).map(async (f) => [f.path, await hashes.of(f.source)]));
    expect(await sameFiles(targets.contentDir)).toEqual(await sameFiles(site.contentDir));

    const store = SqliteMessageStore.open(targets.dataDir);
    const messages = await store.list({});
    store.close();
    expect(messages.map((m) => m.id).sort()).toEqual([...site.messageIds].sort());
    expect(messages.find((m) => m.name === "Grace")?.message).toBe(
      'Hello from Grace,\n"quoted", and a =formula',
    );

    const db = new DatabaseSync(join(targets.dataDir, "messages.sqlite"));
    expect(new PrivatePasswords(db).hashOf("sealed-room")).toBe("scrypt$fixture-hash");
    db.close();
    const history = (dir: string) =>
      new ContentHistory(join(dir, "history"), new FileHashes()).entries();
    expect(history(targets.dataDir).map((entry) => entry.id)).toEqual(
      history(site.dataDir).map((entry) => entry.id),
    );
    expect(history(targets.dataDir)).toHaveLength(1);
  });

  it("holds the messages as CSV too, one row for each", async () => {
    const csv = await archiveText("messages/messages.csv");
    for (const name of ["Ada", "Grace", "Hedy"])
      expect(csv).toContain(`${name.toLowerCase()}@example.com`);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(4);
  });

  it("says what it holds in its manifest", async () => {
    const manifest = JSON.parse(await archiveText("manifest.json"));
    expect(manifest).toMatchObject({
      format: "portfolio-export",
      version: 1,
      content: { projects: ["sealed-room", "tide-lines"] },
      messages: { count: 3 },
      history: { entries: 1 },
      siteCopy: { pages: 3 },
    });
  });
});

describe("the static copy of the site in an export", () => {
  it("has the public pages and pictures, and nothing of a private project", async () => {
    const names = (await archiveNames()).filter((name) => name.startsWith("site/"));
    expect(names).toEqual(
      expect.arrayContaining([
        "site/index.html",
        "site/contact/index.html",
        "site/project/tide-lines/index.html",
        "site/img/tide-800.jpg",
        "site/404.html",
        "site/assets/root.css",
      ]),
    );
    expect(names.filter((name) => name.includes("sealed"))).toEqual([]);
  });

  it("leaves out what only the server uses: scripts, data, precompressed files", async () => {
    const names = await archiveNames();
    expect(names.filter((name) => /^site\/.*\.(js|data|br|gz)$/.test(name))).toEqual([]);
    expect(names).not.toContain("site/404/index.html");
  });

  it("links its pages to each other's index.html and gives the address to write to", async () => {
    const home = await archiveText("site/index.html");
    expect(home).toContain('<a href="contact/index.html">Contact</a>');
    expect(home).toContain('<img src="img/tide-800.jpg"');
    expect(home).not.toContain("<script");
    const contact = await archiveText("site/contact/index.html");
    expect(contact).toContain('href="mailto:studio@artist.example"');
    expect(contact).not.toContain("<form");
  });
});

describe("the export's scratch files", () => {
  it("are gone from the data folder once the archive is written", () => {
    expect(readFileSync(file).subarray(0, 2).toString()).toBe("PK");
    expect(readdirSync(site.dataDir).filter((name) => name.startsWith(".export-"))).toEqual([]);
  });
});
