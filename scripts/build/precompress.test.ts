import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

let root: string;
let build: string;
let served: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  build = join(root, "build");
  served = join(root, "served");
  mkdirSync(join(build, "about"), { recursive: true });
  mkdirSync(join(served, "about"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const page = (words: string) => `<!doctype html><p>${words.repeat(200)}</p>`;

describe("compressing the build's text files", () => {
  it("writes brotli and gzip forms that unpack to the file, skipping tiny files", async () => {
    writeFileSync(join(build, "about", "index.html"), page("About. "));
    writeFileSync(join(build, "robots.txt"), "User-agent: *\n");

    expect(await precompress(build)).toEqual({ files: 1, reused: 0 });
    const file = join(build, "about", "index.html");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page("About. "));
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page("About. "));
    expect(() => readFileSync(join(build, "robots.txt.br"))).toThrow();
  });

  it("takes the served release's forms of a file with the same bytes, and compresses the rest", async () => {
    writeFileSync(join(build, "about", "index.html"), page("About. "));
    writeFileSync(join(build, "index.html"), page("Home, changed. "));
    // The served release: the same About page with its forms, and an older Home page.
    writeFileSync(join(served, "about", "index.html"), page("About. "));
    writeFileSync(join(served, "about", "index.html.br"), "served brotli");
    writeFileSync(join(served, "about", "index.html.gz"), "served gzip");
    writeFileSync(join(served, "index.html"), page("Home. "));
    writeFileSync(join(served, "index.html.br"), "old brotli");
    writeFileSync(join(served, "index.html.gz"), "old gzip");

    expect(await precompress(build, served)).toEqual({ files: 2, reused: 1 });
    expect(readFileSync(join(build, "about", "index.html.br"), "utf8")).toBe("served brotli");
    expect(readFileSync(join(build, "about", "index.html.gz"), "utf8")).toBe("served gzip");
    const home = join(build, "index.html");
    expect(brotliDecompressSync(readFileSync(`${home}.br`)).toString()).toBe(
      page("Home, changed. "),
    );
  });

  it("compresses a file whose earlier forms are missing", async () => {
    writeFileSync(join(build, "index.html"), page("Home. "));
    writeFileSync(join(served, "index.html"), page("Home. "));
    writeFileSync(join(served, "index.html.br"), "served brotli");

    expect(await precompress(build, served)).toEqual({ files: 1, reused: 0 });
    const home = join(build, "index.html");
    expect(gunzipSync(readFileSync(`${home}.gz`)).toString()).toBe(page("Home. "));
  });
});
