import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultFileStoreLimits, FileStore } from "./file-store.ts";

const root = mkdtempSync(join(tmpdir(), "file-store-"));
const file = (name: string, bytes: number) => {
  mkdirSync(dirname(join(root, name)), { recursive: true });
  writeFileSync(join(root, name), "x".repeat(bytes));
  return join(root, name);
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the file store", () => {
  it("keeps a bounded number of missing addresses, however many are asked for", async () => {
    const store = new FileStore();
    const { misses } = defaultFileStoreLimits;
    for (let n = 0; n < misses * 3; n++) {
      expect(await store.get(join(root, `made-up-${n}.html`))).toBeUndefined();
    }
    expect(store.entries).toBe(misses);
    expect((await store.get(file("present.txt", 4)))?.identity?.toString()).toBe("xxxx");
    expect(store.entries).toBe(misses + 1);
  });

  it("keeps the files used most recently within its byte budget", async () => {
    const store = new FileStore({ cacheBytes: 250, largestCachedFile: 200, misses: 10 });
    const [a, b, c] = [file("a.txt", 100), file("b.txt", 100), file("c.txt", 100)];
    await store.get(a);
    await store.get(b);
    await store.get(a);
    await store.get(c);
    // b was used least recently: it made room for c.
    expect(store.entries).toBe(2);
    writeFileSync(b, "changed");
    expect((await store.get(b))?.identity?.toString()).toBe("changed");
  });

  it("streams files larger than it keeps in memory, with an ETag all the same", async () => {
    const store = new FileStore({ cacheBytes: 1000, largestCachedFile: 50, misses: 10 });
    const film = await store.get(file("film.mp4", 60));
    expect(film?.identity).toBeUndefined();
    expect(film?.size).toBe(60);
    expect(film?.etag).toMatch(/^"[0-9a-f]+-3c-[0-9a-f]+"$/);
    expect(store.entries).toBe(0);
  });

  it("gives two files of the same size written at the same time different ETags", async () => {
    const store = new FileStore();
    const [one, two] = [file("one/index.html", 10), file("two/index.html", 10)].map((path) =>
      store.get(path),
    );
    const [first, second] = await Promise.all([one, two]);
    expect(first?.etag).not.toBe(second?.etag);
  });
});
