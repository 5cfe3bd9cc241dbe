import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentFixtureForEachTest, projectFields } from "../../tests/fixtures/content-fixture.ts";
import { heldBackSummary, snapshotContent } from "./content-snapshot.ts";

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
    const snapshot = await snapshotContent(content.dir, copy);
    expect(existsSync(join(copy, "projects/harbour"))).toBe(false);
    expect(existsSync(join(copy, "projects/tide-lines/01.jpg"))).toBe(true);
    expect(snapshot.files).toBe(8);
    expect(heldBackSummary(snapshot)).toBe("1 draft left out (harbour)");
  });

  it("keeps a complete draft in a preview's copy", async () => {
    content.project("harbour", projectFields({ draft: true }));
    content.file("projects/harbour/01.jpg");
    const copy = target();
    const snapshot = await snapshotContent(content.dir, copy, { showDrafts: true });
    expect(existsSync(join(copy, "projects/harbour/01.jpg"))).toBe(true);
    expect(heldBackSummary(snapshot)).toBe("1 draft shown (harbour)");
  });

  it("leaves out the slides showing a held-back project's pictures, keeping the others and the file's comments", async () => {
    content.project("harbour", projectFields({ draft: true, images: [{ file: "01.jpg" }] }));
    content.file("projects/harbour/01.jpg");
    content.file(
      "home.yaml",
      [
        "# The slideshow, in order.",
        "slides:",
        "  - file: projects/harbour/01.jpg",
        "    alt: A harbour at night.",
        "  - file: home/slide-1.jpg # the meadow",
        "    alt: A field of grass at dawn.",
        "",
      ].join("\n"),
    );
    const copy = target();
    const snapshot = await snapshotContent(content.dir, copy);
    expect(readFileSync(join(copy, "home.yaml"), "utf8")).toBe(
      [
        "# The slideshow, in order.",
        "slides:",
        "  - file: home/slide-1.jpg # the meadow",
        "    alt: A field of grass at dawn.",
        "",
      ].join("\n"),
    );
    expect(readFileSync(join(content.dir, "home.yaml"), "utf8")).toContain("harbour");
    expect(heldBackSummary(snapshot)).toBe(
      "1 draft left out (harbour), 1 slide left out with them (projects/harbour/01.jpg)",
    );
  });

  it("says nothing of drafts when there are none", async () => {
    const snapshot = await snapshotContent(content.dir, target());
    expect(heldBackSummary(snapshot)).toBe("");
  });

  it("holds back the projects outside their window at the build's moment, keeping them aside", async () => {
    content.project("harbour", projectFields({ liveFrom: "2027-03-14 18:00" }));
    content.file("projects/harbour/01.jpg");
    content.project("quay", projectFields({ liveUntil: "2027-03-01 00:00" }));
    content.file("projects/quay/01.jpg");
    const copy = target();
    const heldBackDir = join(copy, "..", "held-back");
    const now = Date.UTC(2027, 2, 10);
    const snapshot = await snapshotContent(content.dir, copy, { now, heldBackDir });
    expect(existsSync(join(copy, "projects/harbour"))).toBe(false);
    expect(existsSync(join(heldBackDir, "projects/harbour/01.jpg"))).toBe(true);
    expect(existsSync(join(heldBackDir, "projects/quay/project.md"))).toBe(true);
    expect(heldBackSummary(snapshot)).toBe(
      "1 project not yet live (harbour), 1 project taken down (quay)",
    );
    const later = await snapshotContent(content.dir, target(), { now: Date.UTC(2027, 2, 15) });
    expect(later.outOfWindow).toEqual([{ id: "quay", standing: "taken down" }]);
  });

  it("applies the windows in the site's time zone", async () => {
    content.file(
      "site.yaml",
      `${readFileSync(join(content.dir, "site.yaml"), "utf8")}timeZone: Europe/Paris\n`,
    );
    content.project("harbour", projectFields({ liveFrom: "2027-07-01 12:00" }));
    content.file("projects/harbour/01.jpg");
    // 10:30 UTC is 12:30 in Paris in summer.
    const live = await snapshotContent(content.dir, target(), {
      now: Date.UTC(2027, 6, 1, 10, 30),
    });
    expect(live.outOfWindow).toEqual([]);
  });
});
