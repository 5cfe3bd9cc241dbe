import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../core/content/site.server.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { putStartingSite, sampleContentDir } from "./starting-site.ts";

const siteYaml = readFileSync(join(sampleContentDir, "site.yaml"), "utf8");

describe("the starting site of a first start", () => {
  it("is the sample site, copied into a missing content folder with the site's address", async () => {
    const contentDir = join(tempDir("first-start"), "content");
    expect(await putStartingSite(contentDir, sampleContentDir, "https://www.example.com")).toBe(
      true,
    );
    expect(readdirSync(contentDir).sort()).toEqual(readdirSync(sampleContentDir).sort());
    expect(loadSite(contentDir)).toEqual({
      ...loadSite(sampleContentDir),
      siteUrl: "https://www.example.com",
    });
    // Only the address changed: the comments that guide the artist stay.
    const written = readFileSync(join(contentDir, "site.yaml"), "utf8");
    expect(written.replace(/^siteUrl: .*$/m, "")).toBe(siteYaml.replace(/^siteUrl: .*$/m, ""));
    expect(readdirSync(join(contentDir, ".."))).toEqual(["content"]);
  });

  it("keeps the sample's address when no address is given", async () => {
    const contentDir = join(tempDir("first-start"), "content");
    mkdirSync(contentDir);
    expect(await putStartingSite(contentDir, sampleContentDir)).toBe(true);
    expect(readFileSync(join(contentDir, "site.yaml"), "utf8")).toBe(siteYaml);
  });

  it("leaves a content folder that holds anything as it is", async () => {
    const contentDir = join(tempDir("later-start"), "content");
    mkdirSync(contentDir);
    writeFileSync(join(contentDir, "site.yaml"), "name: The artist's own\n");
    expect(await putStartingSite(contentDir, sampleContentDir, "https://www.example.com")).toBe(
      false,
    );
    expect(readdirSync(contentDir)).toEqual(["site.yaml"]);
    expect(readFileSync(join(contentDir, "site.yaml"), "utf8")).toBe("name: The artist's own\n");
  });

  it("never copies the sample onto itself", async () => {
    expect(await putStartingSite(sampleContentDir, sampleContentDir, "https://x.example")).toBe(
      false,
    );
    expect(readFileSync(join(sampleContentDir, "site.yaml"), "utf8")).toBe(siteYaml);
  });
});
