import { describe, expect, it } from "vitest";
import type { WorkView } from "../../core/content/project-schema.ts";
import type { ResolvedImage } from "../../core/images/image-data.ts";
import { testSite } from "../../tests/fixtures/test-site.ts";
import { type ArtworkFields, artworkJsonLd } from "./artwork-json-ld.ts";

function picture(src: string): ResolvedImage {
  return {
    kind: "picture",
    alt: "A picture.",
    src,
    width: 1600,
    height: 1200,
    avifSrcset: "",
    webpSrcset: "",
    color: "#000000",
    blurDataUri: "data:image/webp;base64,AAAA",
  };
}

const aquatica: ArtworkFields = {
  id: "aquatica",
  title: "Aquatica",
  year: "2023/2025",
  medium: "Video installation",
  description: "Filmed over two summers.\n\nslow\nlight falls",
  images: [
    picture("/img/a-1280.jpg"),
    { kind: "coming-soon", alt: "Coming soon." },
    picture("/img/b-1280.jpg"),
  ],
};

describe("a project's VisualArtwork structured data", () => {
  it("gives the title, address, pictures, first year, medium, description and the artist", () => {
    expect(artworkJsonLd(aquatica, testSite)).toEqual({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: "Aquatica",
      url: "https://artist.example/project/aquatica",
      description: "Filmed over two summers.\n\nslow\nlight falls",
      image: ["https://artist.example/img/a-1280.jpg", "https://artist.example/img/b-1280.jpg"],
      dateCreated: "2023",
      artMedium: "Video installation",
      creator: {
        "@type": "Person",
        "@id": "https://artist.example/#artist",
        name: "Noor Ellison",
        url: "https://artist.example/",
      },
    });
  });

  it("leaves out the medium, description and images the content does not give", () => {
    const bare = artworkJsonLd(
      {
        ...aquatica,
        year: "2021",
        medium: undefined,
        description: "  ",
        images: [{ kind: "coming-soon", alt: "Coming soon." }],
      },
      testSite,
    );
    expect(bare).toMatchObject({ dateCreated: "2021" });
    expect(bare).not.toHaveProperty("artMedium");
    expect(bare).not.toHaveProperty("description");
    expect(bare).not.toHaveProperty("image");
  });
});

describe("the sale facts of works in the structured data", () => {
  const work = (fields: Partial<WorkView>): WorkView => ({ name: "Aquatica", ...fields });

  it("gives a project that is a work for sale its Offer and edition", () => {
    const data = artworkJsonLd(
      {
        ...aquatica,
        work: work({
          availability: "available",
          price: { amount: 1200, currency: "EUR", text: "€1,200" },
          edition: "3 of 10",
          framed: true,
        }),
      },
      testSite,
    );
    expect(data).toMatchObject({
      artEdition: "3 of 10",
      offers: {
        "@type": "Offer",
        price: 1200,
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("makes each named or offered work of a series a part, at its lightbox address", () => {
    const data = artworkJsonLd(
      {
        ...aquatica,
        images: [
          { ...picture("/img/a-1280.jpg"), work: work({ name: "Flood", availability: "sold" }) },
          { kind: "coming-soon", alt: "Coming soon.", work: work({ name: "Neap" }) },
          {
            ...picture("/img/b-1280.jpg"),
            work: work({
              name: "Ebb",
              availability: "on hold",
              price: { amount: 650, currency: "GBP", text: "£650" },
            }),
          },
        ],
      },
      testSite,
    );
    expect(data.hasPart).toEqual([
      {
        "@type": "VisualArtwork",
        name: "Flood",
        url: "https://artist.example/project/aquatica?image=1",
        image: "https://artist.example/img/a-1280.jpg",
        offers: { "@type": "Offer", availability: "https://schema.org/SoldOut" },
      },
      { "@type": "VisualArtwork", name: "Neap" },
      {
        "@type": "VisualArtwork",
        name: "Ebb",
        url: "https://artist.example/project/aquatica?image=2",
        image: "https://artist.example/img/b-1280.jpg",
        offers: {
          "@type": "Offer",
          price: 650,
          priceCurrency: "GBP",
          availability: "https://schema.org/Reserved",
        },
      },
    ]);
    expect(data).not.toHaveProperty("offers");
  });

  it("offers nothing for a work not for sale, or one that says nothing of a sale", () => {
    for (const fields of [{ availability: "not for sale" as const }, { edition: "1 of 1" }]) {
      const data = artworkJsonLd({ ...aquatica, work: work(fields) }, testSite);
      expect(data).not.toHaveProperty("offers");
    }
  });

  it("adds nothing to a project without work details", () => {
    const data = artworkJsonLd(aquatica, testSite);
    expect(Object.keys(data)).toEqual([
      "@context",
      "@type",
      "name",
      "url",
      "description",
      "image",
      "dateCreated",
      "artMedium",
      "creator",
    ]);
  });
});
