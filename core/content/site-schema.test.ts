import { describe, expect, it } from "vitest";
import { siteSchema } from "./site-schema.ts";

const valid = {
  name: "Noor Ellison",
  tagline: "Drawing and film",
  description: "Drawings, paintings and films.",
  siteUrl: "https://noor-ellison.example/",
  copyrightYear: 2025,
  social: { label: "Instagram", url: "https://www.instagram.com/noor/" },
  newsletter: {
    platform: "Substack",
    publicationUrl: "https://noor.substack.com",
    subscribeUrl: "https://noor.substack.com/subscribe",
    feedScriptUrl: "https://noor.substack.com/embedjs/embed.js",
  },
  contactEmail: "studio@noor-ellison.example",
};

function problems(input: unknown): string[] {
  const result = siteSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("siteSchema", () => {
  it("takes an IANA time zone for the projects' live times, and names what to write otherwise", () => {
    expect(siteSchema.parse({ ...valid, timeZone: "Europe/Paris" }).timeZone).toBe("Europe/Paris");
    expect(siteSchema.parse(valid).timeZone).toBe(undefined);
    expect(problems({ ...valid, timeZone: "Paris" })).toEqual([
      'timeZone: unknown time zone "Paris": use a name such as Europe/Paris, America/New_York or UTC',
    ]);
  });

  it("reads valid settings, the site's address without its trailing slash", () => {
    expect(siteSchema.parse(valid).siteUrl).toBe("https://noor-ellison.example");
  });

  it("says what each setting needs in words an artist can act on", () => {
    expect(
      problems({
        ...valid,
        name: "",
        siteUrl: "noor-ellison.example",
        copyrightYear: "twenty26",
        contactEmail: "studio",
      }),
    ).toEqual([
      "name: must not be empty",
      "siteUrl: must be a whole web address, starting with https:// (or http://)",
      "copyrightYear: must be a year, such as 2025",
      "contactEmail: must be an e-mail address, such as name@example.com",
    ]);
    expect(problems({ ...valid, copyrightYear: 1850 })).toEqual([
      "copyrightYear: must be a year, such as 2025",
    ]);
  });
});
