import { describe, expect, it } from "vitest";
import { countedNoun } from "./counted-noun.ts";

describe("countedNoun", () => {
  it("keeps the noun singular for one and plural for any other count", () => {
    expect(countedNoun(1, "video")).toBe("1 video");
    expect(countedNoun(0, "video")).toBe("0 videos");
    expect(countedNoun(39, "image")).toBe("39 images");
  });
});
