import { cpSync, linkSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type ContentDiff,
  compareFolders,
  compareManifests,
  differs,
} from "../files/content-diff.ts";
import { FileHashes } from "../files/file-hashes.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { describeChanges } from "./content-changes.ts";

function diff(before: string[], after: string[], changed: string[] = []): ContentDiff {
  return { before: new Set(before), after: new Set(after), changed: new Set(changed) };
}

const titles: Record<string, string> = {
  "harbour-lights": "Harbour Lights",
  "tide-marks": "Tide Marks",
};
const titleOf = (id: string) => titles[id];

function write(dir: string, path: string, text: string | Buffer): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

describe("the changes since the last publish, in the artist's terms", () => {
  it("names a new, a changed and a removed project by title, with the files of each", () => {
    const changes = describeChanges(
      diff(
        [
          "projects/harbour-lights/project.md",
          "projects/harbour-lights/01.jpg",
          "projects/salt/project.md",
        ],
        [
          "projects/harbour-lights/project.md",
          "projects/harbour-lights/01.jpg",
          "projects/harbour-lights/02.jpg",
          "projects/tide-marks/project.md",
          "projects/tide-marks/01.jpg",
        ],
        ["projects/harbour-lights/project.md"],
      ),
      titleOf,
    );
    expect(changes).toEqual([
      {
        subject: "project",
        projectId: "harbour-lights",
        title: "Harbour Lights",
        kind: "changed",
        files: [
          { path: "projects/harbour-lights/02.jpg", kind: "added" },
          { path: "projects/harbour-lights/project.md", kind: "changed" },
        ],
      },
      // A project whose text cannot be read is named by its folder.
      {
        subject: "project",
        projectId: "salt",
        title: "salt",
        kind: "removed",
        files: [{ path: "projects/salt/project.md", kind: "removed" }],
      },
      {
        subject: "project",
        projectId: "tide-marks",
        title: "Tide Marks",
        kind: "added",
        files: [
          { path: "projects/tide-marks/01.jpg", kind: "added" },
          { path: "projects/tide-marks/project.md", kind: "added" },
        ],
      },
    ]);
  });

  it("groups the site's other parts: settings, categories, home slideshow, About page, other files", () => {
    const changes = describeChanges(
      diff(
        ["site.yaml", "categories.yaml", "home.yaml", "home/slide-1.jpg", "about.md", "notes.txt"],
        [
          "site.yaml",
          "categories.yaml",
          "home.yaml",
          "home/slide-2.jpg",
          "about.md",
          "about/portrait.jpg",
        ],
        ["site.yaml", "categories.yaml"],
      ),
      titleOf,
    );
    expect(changes.map((change) => [change.title, change.kind, change.files.length])).toEqual([
      ["Site settings", "changed", 1],
      ["Categories", "changed", 1],
      ["Home slideshow", "changed", 2],
      ["About page", "changed", 1],
      ["Other files", "removed", 1],
    ]);
  });

  it("says nothing when nothing differs", () => {
    const same = ["site.yaml", "projects/harbour-lights/project.md"];
    expect(describeChanges(diff(same, same), titleOf)).toEqual([]);
  });
});

describe("comparing the content folder with the live build's copy of it", () => {
  it("finds files added, removed and changed, also a same-sized file with other bytes", async () => {
    const content = tempDir("content");
    const live = tempDir("live");
    write(content, "site.yaml", "name: A\n");
    write(content, "projects/a/project.md", "title: One\n");
    write(content, "projects/a/01.jpg", "pixels-1");
    write(content, "projects/a/02.jpg", "pixels-2");
    write(content, ".git/HEAD", "ref: main\n");
    cpSync(content, live, { recursive: true });
    // A build links pictures rather than copying them: the same file.
    rmSync(join(live, "projects/a/01.jpg"));
    linkSync(join(content, "projects/a/01.jpg"), join(live, "projects/a/01.jpg"));

    const hashes = new FileHashes();
    expect(await compareFolders(content, live, hashes)).toEqual(
      diff(
        ["projects/a/01.jpg", "projects/a/02.jpg", "projects/a/project.md", "site.yaml"],
        ["projects/a/01.jpg", "projects/a/02.jpg", "projects/a/project.md", "site.yaml"],
      ),
    );

    write(content, "projects/a/02.jpg", "pixels-X");
    write(content, "projects/b/project.md", "title: Two\n");
    rmSync(join(content, "site.yaml"));
    write(content, ".git/HEAD", "ref: other\n");
    const found = await compareFolders(content, live, hashes);
    expect([...found.changed]).toEqual(["projects/a/02.jpg"]);
    expect([...found.after].filter((path) => !found.before.has(path))).toEqual([
      "projects/b/project.md",
    ]);
    expect([...found.before].filter((path) => !found.after.has(path))).toEqual(["site.yaml"]);
  });

  it("compares only the files and folders asked for, and says whether one of them differs", async () => {
    const content = tempDir("content");
    const live = tempDir("live");
    write(content, "site.yaml", "name: A\n");
    write(content, "projects/a/project.md", "title: One\n");
    write(content, "projects/b/project.md", "title: Two\n");
    cpSync(content, live, { recursive: true });
    write(content, "site.yaml", "name: B\n");
    write(content, "projects/b/01.jpg", "pixels-1");
    const hashes = new FileHashes();

    const a = await compareFolders(content, live, hashes, ["projects/a"]);
    expect(a).toEqual(diff(["projects/a/project.md"], ["projects/a/project.md"]));
    expect(differs(a)).toBe(false);
    const b = await compareFolders(content, live, hashes, ["projects/b", "about.md"]);
    expect(b).toEqual(
      diff(["projects/b/project.md"], ["projects/b/01.jpg", "projects/b/project.md"]),
    );
    expect(differs(b)).toBe(true);
    const site = await compareFolders(content, live, hashes, ["site.yaml"]);
    expect(site).toEqual(diff(["site.yaml"], ["site.yaml"], ["site.yaml"]));
    expect(differs(site)).toBe(true);
  });

  it("counts everything as new when nothing was built from the folder yet", async () => {
    const content = tempDir("content");
    write(content, "site.yaml", "name: A\n");
    const found = await compareFolders(content, join(content, "no-such-build"), new FileHashes());
    expect(found).toEqual(diff([], ["site.yaml"]));
  });

  it("compares kept versions by their files' hashes", () => {
    const file = (hash: string) => ({ hash: hash.repeat(64), size: 1 });
    expect(
      compareManifests(
        { "a.md": file("1"), "b.md": file("2") },
        { "a.md": file("3"), "c.md": file("4") },
      ),
    ).toEqual(diff(["a.md", "b.md"], ["a.md", "c.md"], ["a.md"]));
  });
});
