import { describe, expect, it } from "vitest";
import { memoryLogger } from "../testing/memory-logger.ts";
import { noteOtherSiteUrl } from "./site-url-notice.ts";

describe("SITE_URL at a later start", () => {
  it("says where the address is changed when it differs from the one the site is built with", () => {
    const logger = memoryLogger();
    noteOtherSiteUrl("https://new.example.com", "https://www.example.com", logger);
    expect(logger.lines).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "SITE_URL differs from the address the site is built with",
        fields: expect.objectContaining({ SITE_URL: "https://new.example.com" }),
      }),
    ]);
  });

  it("says nothing when it is unset or the same", () => {
    const logger = memoryLogger();
    noteOtherSiteUrl(undefined, "https://www.example.com", logger);
    noteOtherSiteUrl("https://www.example.com", "https://www.example.com", logger);
    expect(logger.lines).toEqual([]);
  });
});
