import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FileStore, maxCachedMisses } from "./file-store.ts";

const root = mkdtempSync(join(tmpdir(), "file-store-"));
writeFileSync(join(root, "present.txt"), "here");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the file store", () => {
  it("keeps a bounded number of missing addresses, however many are asked for", async () => {
    const store = new FileStore(root);
    for (let n = 0; n < maxCachedMisses * 3; n++) {
      expect(await store.get(`made-up-${n}.html`)).toBeUndefined();
    }
    expect(store.entries).toBe(maxCachedMisses);
    expect((await store.get("present.txt"))?.identity.toString()).toBe("here");
    expect(store.entries).toBe(maxCachedMisses + 1);
  });
});
