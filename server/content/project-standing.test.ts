// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../testing/temp-dir.ts";
import { projectStanding, standingNotes } from "./project-standing.ts";

const open = { visibility: "public", availability: "", draft: false };

describe("a project's standing in the words of a change", () => {
  it("says who sees a project now, when that changed", () => {
    expect(standingNotes(open, { ...open, visibility: "private" })).toEqual([
      "now private: opens only with its password",
    ]);
    expect(standingNotes(open, { ...open, visibility: "unlisted" })).toEqual([
      "now unlisted: out of every list, reachable by its address",
    ]);
    expect(standingNotes({ ...open, visibility: "private" }, open)).toEqual([
      "now public: in the Portfolio and its category",
    ]);
  });

  it("says a work was marked sold, or is no longer marked", () => {
    expect(standingNotes(open, { ...open, availability: "sold" })).toEqual(["marked sold"]);
    expect(standingNotes({ ...open, availability: "on hold" }, open)).toEqual([
      "no longer marked on hold",
    ]);
  });

  it("says a published project made a draft again leaves the site, before anything else", () => {
    expect(standingNotes(open, { ...open, draft: true, availability: "sold" })).toEqual([
      "now a draft: taken off the site until marked ready",
    ]);
  });

  it("says nothing for a project that came, went or kept its standing", () => {
    expect(standingNotes(undefined, open)).toEqual([]);
    expect(standingNotes(open, undefined)).toEqual([]);
    expect(standingNotes(open, { ...open })).toEqual([]);
  });

  it("reads the standing from a project's text, public and not for sale by default", () => {
    const dir = tempDir("standing");
    const file = join(dir, "project.md");
    writeFileSync(file, "---\ntitle: Self\nvisibility: private\navailability: sold\n---\nText.\n");
    expect(projectStanding(file)).toEqual({
      visibility: "private",
      availability: "sold",
      draft: false,
    });
    writeFileSync(file, "---\ntitle: Self\n---\nText.\n");
    expect(projectStanding(file)).toEqual(open);
    expect(projectStanding(join(dir, "missing.md"))).toBeUndefined();
  });
});
