import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../testing/temp-dir.ts";
import {
  type DataFolders,
  type LayoutStep,
  layoutFileName,
  layoutSteps,
  newestLayout,
  recordedLayout,
  upgradeLayout,
} from "./data-layout.ts";
import { NewerDataError } from "./newer-data-error.ts";

function folders(): DataFolders {
  const root = tempDir("data-layout");
  return {
    dataDir: join(root, "data"),
    buildDir: join(root, "data", "build"),
    contentDir: join(root, "data", "content"),
    imageCacheDir: join(root, "data", "cache", "images"),
  };
}

/** Two steps as a later version might bring: a file moved, then one written. */
const laterSteps: LayoutStep[] = [
  {
    summary: "notes.txt moved into the content folder",
    apply: ({ dataDir, contentDir }) => {
      mkdirSync(contentDir, { recursive: true });
      renameSync(join(dataDir, "notes.txt"), join(contentDir, "notes.txt"));
    },
  },
  {
    summary: "the build folder has a README",
    apply: ({ buildDir }) => {
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(join(buildDir, "README"), "builds\n");
    },
  },
];

function layoutFile(dataDir: string): unknown {
  return JSON.parse(readFileSync(join(dataDir, layoutFileName), "utf8"));
}

describe("the data folders' layout", () => {
  it("is recorded on a fresh data folder, with nothing to migrate", () => {
    const at = folders();
    expect(upgradeLayout(at, layoutSteps)).toEqual({
      from: 1,
      to: newestLayout(layoutSteps),
      applied: [],
    });
    expect(layoutFile(at.dataDir)).toEqual({ layout: newestLayout(layoutSteps) });
  });

  it("takes folders of an install from before the record as layout 1 and migrates them in order", () => {
    const at = folders();
    mkdirSync(at.dataDir, { recursive: true });
    writeFileSync(join(at.dataDir, "notes.txt"), "kept\n");
    expect(upgradeLayout(at, laterSteps)).toEqual({
      from: 1,
      to: 3,
      applied: laterSteps.map((step) => step.summary),
    });
    expect(readFileSync(join(at.contentDir, "notes.txt"), "utf8")).toBe("kept\n");
    expect(existsSync(join(at.buildDir, "README"))).toBe(true);
    expect(recordedLayout(at.dataDir)).toBe(3);
  });

  it("applies only the steps the folders lack", () => {
    const at = folders();
    upgradeLayout(at, laterSteps.slice(0, 0));
    mkdirSync(at.dataDir, { recursive: true });
    writeFileSync(join(at.dataDir, "notes.txt"), "kept\n");
    expect(upgradeLayout(at, laterSteps.slice(0, 1)).applied).toEqual([laterSteps[0]?.summary]);
    expect(upgradeLayout(at, laterSteps)).toMatchObject({ from: 2, to: 3 });
    expect(upgradeLayout(at, laterSteps)).toEqual({ from: 3, to: 3, applied: [] });
  });

  it("keeps the layout of the last step that passed when a step fails, and tries it again", () => {
    const at = folders();
    mkdirSync(at.dataDir, { recursive: true });
    writeFileSync(join(at.dataDir, "notes.txt"), "kept\n");
    const failing: LayoutStep = {
      summary: "fails",
      apply: () => {
        throw new Error("disk full");
      },
    };
    const first = laterSteps[0] as LayoutStep;
    expect(() => upgradeLayout(at, [first, failing])).toThrow("disk full");
    expect(recordedLayout(at.dataDir)).toBe(2);
    expect(upgradeLayout(at, laterSteps).applied).toEqual([laterSteps[1]?.summary]);
  });

  it("refuses folders a newer version left in a newer layout, changing nothing", () => {
    const at = folders();
    mkdirSync(at.dataDir, { recursive: true });
    writeFileSync(join(at.dataDir, "notes.txt"), "kept\n");
    upgradeLayout(at, laterSteps);
    writeFileSync(join(at.dataDir, "notes.txt"), "written by the newer version\n");
    const older = laterSteps.slice(0, 1);
    expect(() => upgradeLayout(at, older)).toThrow(NewerDataError);
    expect(() => upgradeLayout(at, older)).toThrow(
      `The data folder ${at.dataDir} has data layout 3, written by a newer version of the site; this version knows layouts up to 2.`,
    );
    expect(recordedLayout(at.dataDir)).toBe(3);
    expect(readFileSync(join(at.dataDir, "notes.txt"), "utf8")).toBe(
      "written by the newer version\n",
    );
  });
});
