import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileHashes } from "../files/file-hashes.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { ContentHistory } from "./content-history.ts";

function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

function read(dir: string, path: string): string {
  return readFileSync(join(dir, path), "utf8");
}

function objectCount(historyDir: string): number {
  return readdirSync(join(historyDir, "objects"), { recursive: true }).filter((name) =>
    /[0-9a-f]{64}$/.test(String(name)),
  ).length;
}

function project(title: string): string {
  return `---\ntitle: ${title}\n---\nText.\n`;
}

describe("the history of publishes", () => {
  it("keeps each publish's files once by content, with what changed from the one before", async () => {
    const content = tempDir("content");
    const historyDir = tempDir("history");
    write(content, "site.yaml", "name: A\n");
    write(content, "projects/a/project.md", project("Alder"));
    write(content, "projects/a/01.jpg", "pixels");
    const history = new ContentHistory(historyDir, new FileHashes());

    const first = await history.record({
      kind: "publish",
      releaseId: "r1",
      dir: content,
      at: 1000,
    });
    expect(first.changes).toBeNull();
    expect(Object.keys(first.files)).toEqual([
      "projects/a/01.jpg",
      "projects/a/project.md",
      "site.yaml",
    ]);
    expect(objectCount(historyDir)).toBe(3);

    write(content, "projects/b/project.md", project("Birch"));
    write(content, "projects/b/01.jpg", "pixels");
    rmSync(join(content, "site.yaml"));
    const second = await history.record({
      kind: "publish",
      releaseId: "r2",
      dir: content,
      at: 2000,
    });
    expect(second.previous).toBe(first.id);
    expect(second.changes?.map((change) => [change.title, change.kind])).toEqual([
      ["Birch", "added"],
      ["Site settings", "removed"],
    ]);
    // The new project's picture has the same bytes as the first one: stored once.
    expect(objectCount(historyDir)).toBe(4);

    // Read back from disk by another instance, newest first.
    const again = new ContentHistory(historyDir, new FileHashes());
    expect(again.entries().map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(again.forRelease("r1")?.id).toBe(first.id);
    expect(again.latestLive()?.id).toBe(second.id);
  });

  it("keeps what was kept even when the file is overwritten in place afterwards", async () => {
    const content = tempDir("content");
    const historyDir = tempDir("history");
    write(content, "about.md", "first words\n");
    const history = new ContentHistory(historyDir, new FileHashes());
    const entry = await history.record({ kind: "kept", releaseId: null, dir: content });
    writeFileSync(join(content, "about.md"), "second words\n");
    const restored = tempDir("restored");
    await history.materialize(entry, restored);
    expect(read(restored, "about.md")).toBe("first words\n");
    const hash = entry.files["about.md"]?.hash ?? "";
    expect(statSync(join(historyDir, "objects", hash.slice(0, 2), hash)).mode & 0o222).toBe(0);
  });

  it("restores the content folder to a kept version: changed files, removed ones, hidden ones left alone", async () => {
    const content = tempDir("content");
    const history = new ContentHistory(tempDir("history"), new FileHashes());
    write(content, "site.yaml", "name: A\n");
    write(content, "projects/a/project.md", project("Alder"));
    const kept = await history.record({ kind: "publish", releaseId: "r1", dir: content });

    write(content, "site.yaml", "name: B\n");
    rmSync(join(content, "projects/a"), { recursive: true });
    write(content, "projects/new/project.md", project("New"));
    write(content, "projects/new/photos/01.jpg", "pixels");
    write(content, ".git/HEAD", "ref: main\n");
    write(content, "projects/.DS_Store", "finder");

    await history.restore(kept, content);
    expect(read(content, "site.yaml")).toBe("name: A\n");
    expect(read(content, "projects/a/project.md")).toBe(project("Alder"));
    expect(existsSync(join(content, "projects/new"))).toBe(false);
    expect(read(content, ".git/HEAD")).toBe("ref: main\n");
    expect(read(content, "projects/.DS_Store")).toBe("finder");
    // Written files are ordinary ones the artist can edit; no temporary file is left behind.
    expect(statSync(join(content, "site.yaml")).mode & 0o777).toBe(0o644);
    expect(readdirSync(content).filter((name) => name.startsWith(".history-"))).toEqual([]);
  });

  it("leaves a draft the kept version does not have as it is, and restores a published one", async () => {
    const content = tempDir("content");
    const history = new ContentHistory(tempDir("history"), new FileHashes());
    write(content, "projects/a/project.md", project("Alder"));
    const kept = await history.record({ kind: "publish", releaseId: "r1", dir: content });

    const draft = "---\ntitle: Tide Pools\ndraft: true\n---\n";
    write(content, "projects/tide-pools/project.md", draft);
    write(content, "projects/tide-pools/01.jpg", "pixels");
    write(content, "projects/a/project.md", "---\ntitle: Alder\ndraft: true\n---\n");

    await history.restore(kept, content);
    expect(read(content, "projects/tide-pools/project.md")).toBe(draft);
    expect(read(content, "projects/tide-pools/01.jpg")).toBe("pixels");
    expect(read(content, "projects/a/project.md")).toBe(project("Alder"));
  });

  it("leaves a project with a live window the kept version does not have as it is", async () => {
    const content = tempDir("content");
    const history = new ContentHistory(tempDir("history"), new FileHashes());
    write(content, "projects/a/project.md", project("Alder"));
    // A version keeps what its build showed; a project held back until its moment is not in it.
    const kept = await history.record({ kind: "publish", releaseId: "r1", dir: content });
    const waiting = "---\ntitle: Tide Pools\nliveFrom: 2027-03-14 18:00\n---\n";
    write(content, "projects/tide-pools/project.md", waiting);
    await history.restore(kept, content);
    expect(read(content, "projects/tide-pools/project.md")).toBe(waiting);
  });

  it("leaves out an entry file it did not write whole", async () => {
    const historyDir = tempDir("history");
    const content = tempDir("content");
    write(content, "site.yaml", "name: A\n");
    const history = new ContentHistory(historyDir, new FileHashes());
    const entry = await history.record({ kind: "publish", releaseId: "r1", dir: content });
    writeFileSync(join(historyDir, "entries", "20990101-000000000-abcd.json"), '{"id": "trun');
    writeFileSync(
      join(historyDir, "entries", "20990101-000000001-abcd.json"),
      JSON.stringify({ ...entry, id: "x", files: { "../outside": entry.files["site.yaml"] } }),
    );
    expect(new ContentHistory(historyDir, new FileHashes()).entries().map((e) => e.id)).toEqual([
      entry.id,
    ]);
  });
});
