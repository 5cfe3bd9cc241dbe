import { describe, expect, it } from "vitest";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { takeBuildLock } from "./build-lock.ts";
import { runPublishCommand } from "./publish-command.ts";
import { currentReleaseId, makeCurrent, pruneReleases } from "./releases.ts";

function releasesOf(count: number): { root: string; ids: string[] } {
  const root = tempDir("publish");
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    ids.push(writeFixtureRelease(root, { files: { "index.html": `build ${n}` } }));
  }
  makeCurrent(root, ids.at(-1) ?? "");
  return { root, ids };
}

function run(root: string, ...args: string[]) {
  let out = "";
  let err = "";
  const code = runPublishCommand(args, {
    buildRoot: root,
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
  });
  return { code, out, err };
}

describe("npm run publish", () => {
  it("lists the kept builds newest first and marks the one served", () => {
    const { root, ids } = releasesOf(3);
    const { code, out } = run(root, "list");
    expect(code).toBe(0);
    const lines = out.trimEnd().split("\n");
    expect(lines.map((line) => line.slice(2, 25))).toEqual([...ids].reverse());
    expect(lines.map((line) => line[0])).toEqual(["*", " ", " "]);
  });

  it("rolls back to the build before the current one, and to any kept build by its id", () => {
    const { root, ids } = releasesOf(3);
    expect(run(root, "rollback").out).toMatch(`Now serving ${ids[1]} `);
    expect(currentReleaseId(root)).toBe(ids[1]);
    run(root, "rollback");
    expect(currentReleaseId(root)).toBe(ids[0]);
    expect(run(root, "rollback").code).toBe(1);
    expect(run(root, "rollback", ids[2] ?? "").code).toBe(0);
    expect(currentReleaseId(root)).toBe(ids[2]);
  });

  it("refuses an unknown build, a switch during a build, and unknown commands, changing nothing", () => {
    const { root, ids } = releasesOf(2);
    expect(run(root, "rollback", "20200101-000000000-abcd")).toMatchObject({
      code: 1,
      err: 'There is no kept build "20200101-000000000-abcd". See: npm run publish -- list\n',
    });
    const lock = takeBuildLock(root, "build");
    try {
      expect(run(root, "rollback").err).toMatch(/^Cannot switch now: another build is running/);
    } finally {
      lock.release();
    }
    expect(run(root, "deploy").code).toBe(2);
    expect(currentReleaseId(root)).toBe(ids[1]);
  });
});

describe("keeping builds", () => {
  it("keeps the newest ones and always the one served", async () => {
    const { root, ids } = releasesOf(7);
    makeCurrent(root, ids[0] ?? "");
    const removed = await pruneReleases(root, 5);
    // The five newest, and the one served though it is the oldest.
    expect(removed).toEqual([ids[1]]);
    expect(currentReleaseId(root)).toBe(ids[0]);
  });
});
