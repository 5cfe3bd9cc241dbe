import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileHashes } from "../files/file-hashes.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { unpublishedChanges } from "./unpublished-changes.ts";

function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

const harbour = "---\ntitle: Harbour Lights\n---\nText.\n";
const draftHarbour = "---\ntitle: Harbour Lights\ndraft: true\n---\nText.\n";

describe("the changes a publish would put on the site", () => {
  it("leaves out a new project that is still a draft, and lists it once marked ready", async () => {
    const served = tempDir("served");
    write(served, "about.md", "About.\n");
    const content = tempDir("content");
    write(content, "about.md", "About.\n");
    write(content, "projects/harbour/project.md", draftHarbour);
    expect(await unpublishedChanges(content, served, new FileHashes())).toEqual([]);
    write(content, "projects/harbour/project.md", harbour);
    const [change] = await unpublishedChanges(content, served, new FileHashes());
    expect(change).toMatchObject({ projectId: "harbour", kind: "added" });
  });

  it("lists a published project made a draft again as leaving the site", async () => {
    const served = tempDir("served");
    write(served, "projects/harbour/project.md", harbour);
    const content = tempDir("content");
    write(content, "projects/harbour/project.md", draftHarbour);
    expect(await unpublishedChanges(content, served, new FileHashes())).toEqual([
      expect.objectContaining({
        projectId: "harbour",
        kind: "changed",
        notes: ["now a draft: taken off the site until marked ready"],
      }),
    ]);
  });

  it("leaves out a project published as it is and held back until its moment, and lists it once edited", async () => {
    const release = tempDir("release");
    const served = join(release, "content");
    write(served, "about.md", "About.\n");
    const waiting = "---\ntitle: Harbour Lights\nliveFrom: 2027-03-14 18:00\n---\nText.\n";
    write(release, "held-back/projects/harbour/project.md", waiting);
    const content = tempDir("content");
    write(content, "about.md", "About.\n");
    write(content, "projects/harbour/project.md", waiting);
    expect(await unpublishedChanges(content, served, new FileHashes())).toEqual([]);
    write(content, "projects/harbour/project.md", waiting.replace("Text.", "New text."));
    const [change] = await unpublishedChanges(content, served, new FileHashes());
    expect(change).toMatchObject({ projectId: "harbour", kind: "added" });
  });
});
