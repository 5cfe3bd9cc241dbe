import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cacheKeyOf, markUsed, tidyImageCache, unusedImageDays } from "./image-cache-use.ts";

const day = 24 * 60 * 60 * 1000;
let cache: string;

beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), "image-cache-"));
  mkdirSync(join(cache, "files"));
  mkdirSync(join(cache, "meta"));
});
afterEach(() => rmSync(cache, { recursive: true, force: true }));

/** A picture's prepared files and what is known of it, as the image step leaves them. */
function cachedPicture(key: string): string[] {
  const files = [`files/${key}-480.avif`, `files/${key}-480.webp`, `files/${key}-1280.jpg`];
  for (const file of [...files, `meta/${key}.v2.json`]) writeFileSync(join(cache, file), "bytes");
  return [...files, `meta/${key}.v2.json`];
}

/** Dates a key's last use `days` before `now`. */
function lastUsed(key: string, days: number, now: number): void {
  const at = (now - days * day) / 1000;
  utimesSync(join(cache, "used", key), at, at);
}

const present = (files: string[]) => files.filter((file) => existsSync(join(cache, file)));

describe("tidying the image cache", () => {
  const now = Date.parse("2026-11-27T12:00:00Z");

  it("names each cached file by the picture's key", () => {
    expect(cacheKeyOf("0123456789abcdef-480.webp")).toBe("0123456789abcdef");
    expect(cacheKeyOf("0123456789abcdef-share-1200x630.jpg")).toBe("0123456789abcdef");
    expect(cacheKeyOf("0123456789abcdef.mp4")).toBe("0123456789abcdef");
    expect(cacheKeyOf("0123456789abcdef.v2.json")).toBe("0123456789abcdef");
    expect(cacheKeyOf(".DS_Store")).toBeUndefined();
    expect(cacheKeyOf("Thumbs.db")).toBeUndefined();
  });

  it(`keeps a picture's files while a build used it within ${unusedImageDays} days`, async () => {
    const files = cachedPicture("aaaaaaaaaaaaaaaa");
    await markUsed(cache, "aaaaaaaaaaaaaaaa");
    lastUsed("aaaaaaaaaaaaaaaa", unusedImageDays - 1, now);
    expect(await tidyImageCache(cache, { now })).toEqual({ files: 0, bytes: 0 });
    expect(present(files)).toEqual(files);
  });

  it(`removes a picture's files, what is known of it and its record ${unusedImageDays} days after its last use`, async () => {
    const gone = cachedPicture("aaaaaaaaaaaaaaaa");
    const kept = cachedPicture("bbbbbbbbbbbbbbbb");
    await markUsed(cache, "aaaaaaaaaaaaaaaa");
    await markUsed(cache, "bbbbbbbbbbbbbbbb");
    lastUsed("aaaaaaaaaaaaaaaa", unusedImageDays + 1, now);
    lastUsed("bbbbbbbbbbbbbbbb", 2, now);
    expect(await tidyImageCache(cache, { now })).toEqual({ files: 4, bytes: 4 * 5 });
    expect(present(gone)).toEqual([]);
    expect(existsSync(join(cache, "used", "aaaaaaaaaaaaaaaa"))).toBe(false);
    expect(present(kept)).toEqual(kept);
  });

  it("starts counting the days of files older than their record, rather than removing them", async () => {
    const files = cachedPicture("cccccccccccccccc");
    expect(await tidyImageCache(cache, { now })).toEqual({ files: 0, bytes: 0 });
    expect(present(files)).toEqual(files);
    expect(await tidyImageCache(cache, { now: now + (unusedImageDays - 1) * day })).toEqual({
      files: 0,
      bytes: 0,
    });
    const later = await tidyImageCache(cache, { now: now + (unusedImageDays + 1) * day });
    expect(later.files).toBe(4);
    expect(present(files)).toEqual([]);
  });

  it("leaves the cache's other files as they are, a file manager's among the pictures too", async () => {
    const others = ["manifest.json", "files/.DS_Store", "files/Thumbs.db", "meta/notes.txt"];
    for (const file of others) writeFileSync(join(cache, file), "{}");
    cachedPicture("dddddddddddddddd");
    await markUsed(cache, "dddddddddddddddd");
    lastUsed("dddddddddddddddd", unusedImageDays + 1, now);
    expect((await tidyImageCache(cache, { now })).files).toBe(4);
    expect(await tidyImageCache(cache, { now: now + 2 * unusedImageDays * day })).toEqual({
      files: 0,
      bytes: 0,
    });
    expect(present(others)).toEqual(others);
  });

  it("finds nothing to do in a cache not made yet", async () => {
    expect(await tidyImageCache(join(cache, "none"), { now })).toEqual({ files: 0, bytes: 0 });
  });
});
