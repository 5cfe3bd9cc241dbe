// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fileVersion, versionOfSha256 } from "./file-version.ts";

describe("a file's version", () => {
  // Previews kept in the data folder are named by it: it must not change from one release to the next.
  it("is the same from the bytes as from their SHA-256, and names the bytes as it always has", () => {
    const bytes = Buffer.from("title: Tide Lines\n");
    const sha256 = "0ccbac85d58f02b9d78c3f11d21ede81818d2a3f352a46f16594d2974f02d049";
    expect(fileVersion(bytes)).toBe("DMushdWPArnXjD8R0h7egY");
    expect(versionOfSha256(sha256)).toBe("DMushdWPArnXjD8R0h7egY");
  });
});
