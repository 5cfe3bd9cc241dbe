// @vitest-environment node
import { createWriteStream, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZipFile } from "yazl";
import { type ExportFixture, exportFixture } from "../testing/export-fixture.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { exportArchive } from "./export-archive.ts";
import { ImportRefused, importArchive } from "./import-archive.ts";

let site: ExportFixture;
let good: string;

beforeAll(async () => {
  site = await exportFixture();
  good = join(tempDir("export"), "site.zip");
  const archive = await exportArchive(site);
  await pipeline(archive.stream, createWriteStream(good));
  await archive.finished;
});

afterAll(() => site.remove());

function freshTargets() {
  const root = tempDir("import");
  return { contentDir: join(root, "content"), dataDir: join(root, "data") };
}

/** A .zip of these files, written by yazl; `rename` then swaps bytes of the names it wrote. */
async function zipOf(
  files: { name: string; text: string; mode?: number }[],
  rename: [string, string][] = [],
): Promise<string> {
  const zip = new ZipFile();
  for (const file of files)
    zip.addBuffer(Buffer.from(file.text), file.name, file.mode ? { mode: file.mode } : {});
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  let bytes = Buffer.concat(chunks);
  // yazl refuses to write such names itself; the same length keeps every offset right.
  for (const [from, to] of rename)
    bytes = Buffer.from(bytes.toString("latin1").replaceAll(from, to), "latin1");
  const file = join(tempDir("crafted"), "crafted.zip");
  writeFileSync(file, bytes);
  return file;
}

async function refusal(file: string, targets = freshTargets()): Promise<string> {
  const error = await importArchive(file, targets).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImportRefused);
  return error instanceof Error ? error.message : "";
}

function nothingWritten(targets: { contentDir: string; dataDir: string }): void {
  expect(existsSync(targets.contentDir) ? readdirSync(targets.contentDir) : []).toEqual([]);
  expect(existsSync(targets.dataDir) ? readdirSync(targets.dataDir) : []).toEqual([]);
}

describe("an import", () => {
  it("refuses a content folder that is not empty, and writes nothing", async () => {
    const targets = freshTargets();
    mkdirSync(targets.contentDir, { recursive: true });
    writeFileSync(join(targets.contentDir, "site.yaml"), "name: Someone else\n");
    expect(await refusal(good, targets)).toMatch(/the content folder .* is not empty/);
    expect(readdirSync(targets.contentDir)).toEqual(["site.yaml"]);
    expect(existsSync(targets.dataDir)).toBe(false);
  });

  it("refuses a data folder that has messages or a history already", async () => {
    const targets = freshTargets();
    mkdirSync(join(targets.dataDir, "history", "entries"), { recursive: true });
    writeFileSync(join(targets.dataDir, "messages.sqlite"), "");
    const message = await refusal(good, targets);
    expect(message).toContain("already has a message database");
    expect(message).toContain("already has a publish history");
    expect(existsSync(targets.contentDir)).toBe(false);
  });

  it("refuses a name that climbs out of its folder, before writing anything", async () => {
    const outside = join(tempDir("outside"), "evil.txt");
    const file = await zipOf(
      [{ name: "content/xx/xx/xx/evil.txt", text: "x" }],
      [["content/xx/xx/xx/", "content/../../../"]],
    );
    const targets = freshTargets();
    expect(await refusal(file, targets)).toMatch(/relative path|not a plain path/);
    nothingWritten(targets);
    expect(existsSync(outside)).toBe(false);
  });

  it("refuses absolute names, backslashes and hidden files", async () => {
    for (const [name, crafted] of [
      ["content/aetc/passwd", "/content/etc/pas"],
      ["content/a.txt", "content\\a.txt"],
      ["content/projects/a/Xgit", "content/projects/a/.git"],
    ] as const) {
      const file = await zipOf([{ name, text: "x" }], [[name.slice(0, crafted.length), crafted]]);
      expect(await refusal(file)).toMatch(/absolute path|invalid characters|not a plain path/);
    }
  });

  it("refuses a symbolic link, whatever it points to", async () => {
    const file = await zipOf([{ name: "content/site.yaml", text: "/etc/passwd", mode: 0o120777 }]);
    expect(await refusal(file)).toContain('"content/site.yaml" is a symbolic link');
  });

  it("refuses files outside the export's folders", async () => {
    const file = await zipOf([{ name: "scripts/postinstall.sh", text: "rm -rf /" }]);
    expect(await refusal(file)).toContain('"scripts/postinstall.sh" is not part of an export');
  });

  it("refuses an archive without a manifest, or with one of another version", async () => {
    expect(
      await refusal(await zipOf([{ name: "content/site.yaml", text: "name: A\n" }])),
    ).toContain("has no manifest.json");
    const newer = await zipOf([
      { name: "manifest.json", text: JSON.stringify({ format: "portfolio-export", version: 2 }) },
    ]);
    expect(await refusal(newer)).toMatch(/manifest\.json is not one this version reads: version: /);
  });

  it("refuses an archive that lacks files its manifest lists", async () => {
    const manifest = {
      format: "portfolio-export",
      version: 1,
      createdAt: "2026-11-28T10:00:00.000Z",
      site: null,
      content: { files: 2, bytes: 10, projects: ["tide-lines"] },
      messages: { count: 0 },
      history: { entries: 0, files: 0 },
      siteCopy: null,
    };
    const file = await zipOf([
      { name: "manifest.json", text: JSON.stringify(manifest) },
      { name: "content/site.yaml", text: "name: A\n" },
    ]);
    const targets = freshTargets();
    const message = await refusal(file, targets);
    expect(message).toContain(
      "is incomplete: content/projects/tide-lines/project.md, messages/messages.sqlite missing",
    );
    expect(message).toContain("1 content files where its manifest lists 2");
    nothingWritten(targets);
  });

  it("refuses what is not a .zip at all", async () => {
    const file = join(tempDir("not-zip"), "notes.zip");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, "just some text");
    expect(await refusal(file)).toContain("cannot be read as a .zip archive");
  });
});
