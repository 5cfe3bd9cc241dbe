import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { testSite } from "../../tests/fixtures/test-site.ts";
import { type MetaSite, pageMeta, siteFromMatches } from "./page-meta.ts";

const site: MetaSite = {
  ...testSite,
  sharing: {
    image: { src: "/img/slide-share.jpg", width: 1200, height: 630, alt: "Red poppies." },
    portrait: "/img/portrait-1280.jpg",
  },
};

function content(tags: MetaDescriptor[], key: "name" | "property", value: string) {
  const tag = tags.find((t) => (t as Record<string, unknown>)[key] === value);
  return tag && "content" in tag ? tag.content : undefined;
}

/** The content of every tag named by `key` (name or property), by that name. */
function contents(tags: MetaDescriptor[], key: "name" | "property"): Record<string, unknown> {
  return Object.fromEntries(
    tags.flatMap((t) =>
      key in t && "content" in t ? [[(t as Record<string, unknown>)[key], t.content]] : [],
    ),
  );
}

function jsonLd(tags: MetaDescriptor[]): Record<string, unknown>[] {
  return tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"]] : [])) as Record<
    string,
    unknown
  >[];
}

describe("a page's meta tags", () => {
  const about = pageMeta(site, { title: "About", description: "About Noor.", path: "/about" });

  it("titles the page after the artist and gives its description and canonical address", () => {
    expect(about).toContainEqual({ title: "About | Noor Ellison" });
    expect(content(about, "name", "description")).toBe("About Noor.");
    expect(about).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://artist.example/about",
    });
  });

  it("gives the home page the artist's name and tagline, and the site address as canonical", () => {
    const home = pageMeta(site, { description: "Work.", path: "/" });
    expect(home).toContainEqual({ title: "Noor Ellison: Painting and photography" });
    expect(content(home, "property", "og:url")).toBe("https://artist.example/");
  });

  it("fills the Open Graph and Twitter card with the site's picture when the page has none", () => {
    const picture = "https://artist.example/img/slide-share.jpg";
    expect(contents(about, "property")).toMatchObject({
      "og:type": "website",
      "og:site_name": "Noor Ellison",
      "og:title": "About | Noor Ellison",
      "og:description": "About Noor.",
      "og:url": "https://artist.example/about",
      "og:image": picture,
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "Red poppies.",
    });
    expect(contents(about, "name")).toMatchObject({
      "twitter:card": "summary_large_image",
      "twitter:title": "About | Noor Ellison",
      "twitter:description": "About Noor.",
      "twitter:image": picture,
      "twitter:image:alt": "Red poppies.",
    });
  });

  it("shares a project as an article with its own picture", () => {
    const project = pageMeta(site, {
      title: "Aquatica",
      description: "A film.",
      path: "/project/aquatica",
      type: "article",
      image: { src: "/img/aquatica-share.jpg", width: 1200, height: 630, alt: "Cloth in water." },
    });
    expect(content(project, "property", "og:type")).toBe("article");
    expect(content(project, "property", "og:image")).toBe(
      "https://artist.example/img/aquatica-share.jpg",
    );
    expect(content(project, "name", "twitter:image:alt")).toBe("Cloth in water.");
  });

  it("falls back to a small card when there is no picture at all", () => {
    const tags = pageMeta(testSite, { title: "About", description: "About.", path: "/about" });
    expect(content(tags, "name", "twitter:card")).toBe("summary");
    expect(content(tags, "property", "og:image")).toBeUndefined();
  });

  it("carries the artist's Person on every page, before the page's own structured data", () => {
    const artwork = { "@type": "VisualArtwork", name: "Aquatica" };
    const tags = pageMeta(site, {
      title: "Aquatica",
      description: "A film.",
      path: "/project/aquatica",
      structuredData: [artwork],
    });
    const [person, ...rest] = jsonLd(tags);
    expect(person).toMatchObject({
      "@type": "Person",
      name: "Noor Ellison",
      image: "https://artist.example/img/portrait-1280.jpg",
    });
    expect(rest).toEqual([artwork]);
    expect(jsonLd(about).map((data) => data["@type"])).toEqual(["Person"]);
  });

  it("keeps the Not-found page out of search results, without a canonical address", () => {
    const tags = pageMeta(site, { title: "Page not found", description: "Gone.", noindex: true });
    expect(content(tags, "name", "robots")).toBe("noindex");
    expect(tags.some((t) => "rel" in t && t.rel === "canonical")).toBe(false);
    expect(content(tags, "property", "og:url")).toBeUndefined();
    expect(jsonLd(tags).map((data) => data["@type"])).toEqual(["Person"]);
  });

  it("says noai and noimageai on every page of a site that keeps AI crawlers out, in one robots tag", () => {
    const keptOut = { ...site, blockAiCrawlers: true };
    const page = pageMeta(keptOut, { title: "About", description: "About Noor.", path: "/about" });
    const hidden = pageMeta(keptOut, { title: "Gone", description: "Gone.", noindex: true });
    expect(content(page, "name", "robots")).toBe("noai, noimageai");
    expect(content(hidden, "name", "robots")).toBe("noindex, noai, noimageai");
    expect(page.filter((t) => "name" in t && t.name === "robots")).toHaveLength(1);
    expect(content(about, "name", "robots")).toBeUndefined();
  });
});

describe("the site read from the root route's data", () => {
  it("joins the configuration with the share pictures", () => {
    const { sharing, ...config } = site;
    const matches = [{ id: "root", loaderData: { site: config, categories: [], sharing } }];
    expect(siteFromMatches(matches)).toEqual(site);
  });

  it("is missing when the root has no data", () => {
    expect(siteFromMatches([{ id: "root" }, undefined])).toBeUndefined();
  });
});
