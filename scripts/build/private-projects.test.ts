import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAccessSchema } from "../../core/content/page-access.ts";
import { readImageManifest } from "../../core/images/image-manifest.server.ts";
import { PrivatePasswords } from "../../server/private-projects/private-passwords.ts";
import { releaseFiles } from "../../server/releases/release-files.ts";
import { releaseDir } from "../../server/releases/releases.ts";
import {
  type ContentFixture,
  createContentFixture,
  imageFile,
  projectFields,
} from "../../tests/fixtures/content-fixture.ts";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { buildSite } from "./build-site.ts";

let content: ContentFixture;
let release: string;

const image = (file: string, alt: string) => ({ file, alt });

beforeAll(async () => {
  content = await createContentFixture();
  // A private project: one picture of its own (taller than a category cell, so cropped for one
  // too), and one it shares with a public project.
  content.project(
    "sealed-room",
    projectFields({
      visibility: "private",
      title: "Sealed Room",
      images: [image("01.jpg", "A closed door."), image("02.jpg", "A blue tide line.")],
    }),
  );
  content.file("projects/sealed-room/01.jpg", await imageFile(30, 40));
  content.file("projects/sealed-room/02.jpg");
  content.project(
    "hidden-room",
    projectFields({ visibility: "unlisted", images: [image("01.jpg", "An open door.")] }),
  );
  content.file("projects/hidden-room/01.jpg", await imageFile(36, 20));
  const buildRoot = join(content.root, "build");
  const { info } = await buildSite({
    contentDir: content.dir,
    buildRoot,
    imageCacheDir: join(content.root, "cache"),
    dataDir: dataDirWithPasswordsFor(content.root, ["sealed-room"]),
  });
  release = releaseDir(buildRoot, info.id);
}, testLimits.build);
afterAll(() => content.remove());

/** A server data folder where these private projects have a password (its hash is no matter). */
function dataDirWithPasswordsFor(root: string, ids: string[]): string {
  const dataDir = join(root, "data");
  const passwords = PrivatePasswords.open(dataDir);
  for (const id of ids) passwords.set(id, "scrypt$1$1$1$AA==$AA==");
  passwords.close();
  return dataDir;
}

const client = (...path: string[]) => join(release, releaseFiles.client, ...path);
const privateFile = (...path: string[]) => join(release, releaseFiles.private, ...path);

function pageAccess() {
  return pageAccessSchema.parse(
    JSON.parse(readFileSync(join(release, releaseFiles.pageAccess), "utf8")),
  );
}

/** Every file of `client/` whose text names `needle`. */
function clientFilesNaming(needle: string): string[] {
  const dir = join(release, releaseFiles.client);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz|avif|webp|jpe?g|png)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, "utf8").includes(needle));
}

describe("a build with a private project", { timeout: testLimits.build }, () => {
  it("keeps its page and data out of what is served, in a folder of its own", () => {
    expect(existsSync(client("project", "sealed-room"))).toBe(false);
    expect(existsSync(client("project", "sealed-room.data"))).toBe(false);
    const page = readFileSync(
      privateFile("sealed-room", "project", "sealed-room", "index.html"),
      "utf8",
    );
    expect(page).toContain("Sealed Room");
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(existsSync(privateFile("sealed-room", "project", "sealed-room.data"))).toBe(true);
  });

  it("publishes the pictures only it shows beside its page, and none of them publicly", () => {
    const [sealed] = pageAccess().privateProjects;
    expect(sealed?.id).toBe("sealed-room");
    expect(sealed?.images.length).toBeGreaterThan(0);
    expect(sealed?.images.filter((name) => name.includes("-tile-")).length).toBeGreaterThan(0);
    for (const name of sealed?.images ?? []) {
      expect(existsSync(client("img", name)), name).toBe(false);
      expect(existsSync(privateFile("sealed-room", "img", name)), name).toBe(true);
    }
  });

  it("leaves public a picture a public page shows too", () => {
    const manifest = readImageManifest(join(release, releaseFiles.imageManifest));
    const shared = manifest.images["projects/sealed-room/02.jpg"]?.src.replace("/img/", "");
    expect(shared).toBe(manifest.images["projects/tide-lines/01.jpg"]?.src.replace("/img/", ""));
    expect(existsSync(client("img", shared ?? "missing"))).toBe(true);
    expect(pageAccess().privateProjects[0]?.images).not.toContain(shared);
  });

  it("names nothing of it in any public file", () => {
    expect(clientFilesNaming("sealed-room")).toEqual([]);
    expect(clientFilesNaming("Sealed Room")).toEqual([]);
    for (const name of pageAccess().privateProjects[0]?.images ?? []) {
      expect(clientFilesNaming(name), name).toEqual([]);
    }
  });

  it("prepares the password form's pages beside it, with their script hashes", () => {
    for (const page of ["_private", "_private-refused", "_private-wait"]) {
      const file = privateFile("_access", "project", page, "index.html");
      expect(readFileSync(file, "utf8"), page).toContain("Private project");
      expect(existsSync(client("project", page)), page).toBe(false);
    }
    const hashes = JSON.parse(readFileSync(join(release, releaseFiles.pageHashes), "utf8"));
    expect(hashes["project/_private/index.html"]).toEqual(
      expect.arrayContaining([expect.stringMatching(/^'sha256-/)]),
    );
    expect(hashes["project/sealed-room/index.html"]).toHaveLength(
      hashes["project/tide-lines/index.html"].length,
    );
  });

  it("tells the server which pages search engines are to leave out", () => {
    expect(pageAccess().noindexPaths.sort()).toEqual([
      "/project/hidden-room",
      "/project/sealed-room",
    ]);
  });

  it("serves the unlisted project publicly, but lists neither in the sitemap or the Portfolio", () => {
    expect(existsSync(client("project", "hidden-room", "index.html"))).toBe(true);
    const sitemap = readFileSync(client("sitemap.xml"), "utf8");
    expect(sitemap).toContain("/project/tide-lines");
    expect(sitemap).not.toContain("hidden-room");
    expect(sitemap).not.toContain("_private");
    expect(readFileSync(client("portfolio.data"), "utf8")).not.toContain("hidden-room");
  });
});

describe("a build whose public pages would name a private project", {
  timeout: testLimits.build,
}, () => {
  it("stops before anything is served, naming the file and the project", async () => {
    const leaky = await createContentFixture();
    try {
      leaky.project("sealed-room", projectFields({ visibility: "private" }));
      leaky.file("projects/sealed-room/01.jpg", await imageFile(40, 30));
      leaky.project(
        "tide-lines",
        projectFields(),
        "The rest of the series is at /project/sealed-room for now.",
      );
      const build = buildSite({
        contentDir: leaky.dir,
        buildRoot: join(leaky.root, "build"),
        imageCacheDir: join(leaky.root, "cache"),
        dataDir: dataDirWithPasswordsFor(leaky.root, ["sealed-room"]),
      });
      await expect(build).rejects.toMatchObject({ stage: "private pages" });
      await expect(build).rejects.toThrow(
        /^the public file project\/tide-lines(\.data|\/index\.html) names \/project\/sealed-room of the private project sealed-room/,
      );
    } finally {
      leaky.remove();
    }
  });
});
