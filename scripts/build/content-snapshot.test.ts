import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentFixtureForEachTest, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { draftsSummary, snapshotContent } from "./content-snapshot.ts";

const content = contentFixtureForEachTest();
const targets: string[] = [];

function target(): string {
  const dir = mkdtempSync(join(tmpdir(), "snapshot-"));
  targets.push(dir);
  return join(dir, "content");
}

afterEach(() => {
  for (const dir of targets.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the content snapshot", () => {
  it("keeps a draft's folder, pictures and all, out of a publish's copy", async () => {
    content.project("harbour", projectFields({ draft: true, images: [{ file: "01.jpg" }] }));
    content.file("projects/harbour/01.jpg");
    const copy = target();
    const { files, drafts } = await snapshotContent(content.dir, copy);
    expect(existsSync(join(copy, "projects/harbour"))).toBe(false);
    expect(existsSync(join(copy, "projects/tide-lines/01.jpg"))).toBe(true);
    expect(files).toBe(8);
    expect(draftsSummary(drafts)).toBe("1 draft left out (harbour)");
  });

  it("keeps a complete draft in a preview's copy", async () => {
    content.project("harbour", projectFields({ draft: true }));
    content.file("projects/harbour/01.jpg");
    const copy = target();
    const { drafts } = await snapshotContent(content.dir, copy, true);
    expect(existsSync(join(copy, "projects/harbour/01.jpg"))).toBe(true);
    expect(draftsSummary(drafts)).toBe("1 draft shown (harbour)");
  });

  it("says nothing of drafts when there are none", async () => {
    const { drafts } = await snapshotContent(content.dir, target());
    expect(draftsSummary(drafts)).toBe("");
  });
});
