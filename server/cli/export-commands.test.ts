// @vitest-environment node
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ExportFixture, exportFixture } from "../testing/export-fixture.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { runExportCommand, runImportCommand } from "./export-commands.ts";

let site: ExportFixture;

beforeAll(async () => {
  site = await exportFixture();
});

afterAll(() => site.remove());

function terminal() {
  const said = { out: "", err: "" };
  return {
    said,
    io: {
      out: (text: string) => {
        said.out += text;
      },
      err: (text: string) => {
        said.err += text;
      },
    },
  };
}

describe("npm run export and npm run import", () => {
  it("export one file that import puts back into an empty site, each saying what it did", async () => {
    const file = join(tempDir("export-command"), "site.zip");
    const exported = terminal();
    expect(await runExportCommand([file], { ...site, ...exported.io })).toBe(0);
    expect(exported.said.out).toMatch(
      /^Exported 2 projects \(\d+ files, [\d.]+ MB\), 3 messages and 1 published version in the data folder .+, and the site's 3 pages as static files, to .+site\.zip \([\d.]+ MB, [\d.]+ s\)\.\n$/,
    );

    const root = tempDir("import-command");
    const targets = {
      contentDir: join(root, "content"),
      dataDir: join(root, "data"),
      buildRoot: join(root, "build"),
    };
    const imported = terminal();
    expect(await runImportCommand([file], { ...targets, ...imported.io })).toBe(0);
    expect(imported.said.out).toContain("Imported 2 projects (");
    expect(imported.said.out).toContain("3 messages and the publish history (1 version)");
    expect(imported.said.out).toContain("Next: npm start builds the site from it and serves it.");

    const again = terminal();
    expect(await runImportCommand([file], { ...targets, ...again.io })).toBe(1);
    expect(again.said.err).toMatch(/^Nothing was imported: the content folder .* is not empty/);
  });

  it("export never overwrites a file", async () => {
    const file = join(tempDir("export-command"), "site.zip");
    expect(await runExportCommand([file], { ...site, ...terminal().io })).toBe(0);
    const second = terminal();
    expect(await runExportCommand([file], { ...site, ...second.io })).toBe(1);
    expect(second.said.err).toBe(`${file} already exists; name another file.\n`);
  });

  it("export names the data folder it found no messages in", async () => {
    const wrong = terminal();
    const dataDir = join(tempDir("export-command"), "no-such-folder");
    const file = join(tempDir("export-command"), "site.zip");
    expect(await runExportCommand([file], { ...site, dataDir, ...wrong.io })).toBe(1);
    expect(wrong.said.err).toBe(
      `There is no message database at ${join(dataDir, "messages.sqlite")}: check DATA_DIR.\n`,
    );
  });

  it("show how they are used when given something else", async () => {
    const wrong = terminal();
    expect(await runImportCommand([], { ...site, ...wrong.io })).toBe(2);
    expect(await runExportCommand(["--all"], { ...site, ...wrong.io })).toBe(2);
    expect(wrong.said.err).toContain("Usage: npm run import -- FILE");
    expect(wrong.said.err).toContain("Usage: npm run export [-- FILE]");
  });
});
