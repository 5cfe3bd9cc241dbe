import { describe, expect, it } from "vitest";
import { publicationHost } from "./publication-host.ts";

describe("publication host", () => {
  it("is the host name of the publication's address, without scheme or path", () => {
    expect(publicationHost("https://noorellison.substack.com/")).toBe("noorellison.substack.com");
    expect(publicationHost("https://news.example.org/archive?sort=new")).toBe("news.example.org");
  });
});
