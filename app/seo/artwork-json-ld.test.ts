import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "../images/image-data.ts";
import { type ArtworkFields, artworkJsonLd } from "./artwork-json-ld.ts";
import { testSite } from "./test-site.ts";

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
