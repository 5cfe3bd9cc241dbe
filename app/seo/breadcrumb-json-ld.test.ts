import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld.ts";

describe("breadcrumb structured data", () => {
  it("numbers the steps from the home page and makes their addresses absolute", () => {
    const trail = breadcrumbJsonLd("https://artist.example", [
      { name: "Home", path: "/" },
      { name: "Portfolio", path: "/portfolio" },
      { name: "Painting", path: "/category/painting" },
      { name: "Florescence", path: "/project/florescence" },
    ]);
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://artist.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Portfolio",
          item: "https://artist.example/portfolio",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Painting",
          item: "https://artist.example/category/painting",
        },
        {
          "@type": "ListItem",
          position: 4,
          name: "Florescence",
          item: "https://artist.example/project/florescence",
        },
      ],
    });
  });
});
