import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../testing/temp-dir.ts";
import { ContentQuota } from "./content-quota.ts";

function write(file: string, bytes: Buffer): void {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, bytes);
}

describe("the content quota", () => {
  it("counts the content, what the server keeps beside it, and a kept copy of a file in use once", async () => {
    const root = tempDir("quota");
    const picture = Buffer.alloc(10_000, 1);
    const old = Buffer.alloc(3_000, 2);
    const hash = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
    write(join(root, "content", "projects", "a", "01.jpg"), picture);
    write(join(root, "content", ".git", "objects", "x"), Buffer.alloc(50_000));
    write(join(root, "trash", "t", "projects", "a", "02.jpg"), Buffer.alloc(2_000));
    write(join(root, "previews", "p.webp"), Buffer.alloc(500));
    // The history keeps the picture still in use, and an earlier version no longer in it.
    write(join(root, "objects", hash(picture).slice(0, 2), hash(picture)), picture);
    write(join(root, "objects", hash(old).slice(0, 2), hash(old)), old);
    const quota = new ContentQuota(
      [
        { dir: join(root, "content"), content: true },
        { dir: join(root, "trash") },
        { dir: join(root, "previews") },
        { dir: join(root, "objects"), namedByHash: true },
      ],
      20_000,
    );
    expect(await quota.usedBytes()).toBe(10_000 + 2_000 + 500 + 3_000);
    expect(await quota.problem(4_500)).toBeUndefined();
    expect(await quota.problem(4_501)).toMatch(/^There is no room for this picture/);
  });
});
