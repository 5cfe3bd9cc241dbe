import { describe, expect, it } from "vitest";
import { testSite } from "../../tests/fixtures/test-site.ts";
import { siteMailSettings } from "./site-mail-settings.ts";

describe("where contact mail goes", () => {
  it("goes to the site's contact address, from the site's own domain, by default", () => {
    expect(siteMailSettings({}, testSite)).toEqual({
      to: "studio@artist.example",
      from: '"Noor Ellison website" <noreply@artist.example>',
      siteName: "Noor Ellison",
      siteHost: "artist.example",
    });
  });

  it("follows CONTACT_TO and CONTACT_FROM when they are set", () => {
    const settings = { CONTACT_TO: "inbox@example.com", CONTACT_FROM: "Studio <web@example.com>" };
    expect(siteMailSettings(settings, testSite)).toMatchObject({
      to: "inbox@example.com",
      from: "Studio <web@example.com>",
    });
  });

  it("keeps quotes and backslashes of the site's name out of the sender", () => {
    const site = { ...testSite, name: 'Noor "N" \\ Ellison' };
    expect(siteMailSettings({}, site).from).toBe(
      '"Noor N  Ellison website" <noreply@artist.example>',
    );
  });
});
