import { describe, expect, it } from "vitest";
import { testSite } from "../../tests/fixtures/test-site.ts";
import { personJsonLd } from "./person-json-ld.ts";

describe("the artist's Person structured data", () => {
  it("names the artist, the site, the description and the social and newsletter profiles", () => {
    expect(personJsonLd(testSite, "/img/p-1280.jpg")).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      "@id": "https://artist.example/#artist",
      name: "Noor Ellison",
      url: "https://artist.example/",
      description: "Noor Ellison is a visual artist.",
      image: "https://artist.example/img/p-1280.jpg",
      sameAs: ["https://www.instagram.com/noor/", "https://noor.substack.com/"],
    });
  });

  it("leaves the image out while the portrait is a placeholder", () => {
    expect(personJsonLd(testSite)).not.toHaveProperty("image");
  });
});
