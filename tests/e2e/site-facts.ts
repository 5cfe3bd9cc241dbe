// What the browser tests know about the site they run against: the fixture under
// tests/fixtures/site, read through the site's own loaders, plus the few facts the site's
// specification fixes.
// Every project a test relies on is checked here for the property it stands for, so that an
// edit of the fixture that breaks a test's premise fails here, with the reason, and not as a
// puzzling timeout in a spec.
import { resolve } from "node:path";
import { loadAbout } from "../../core/content/about.server.ts";
import { publicPaths as sitePublicPaths } from "../../core/content/known-paths.server.ts";
import type { Project } from "../../core/content/project-schema.ts";
import { loadListedProjects, loadProjects } from "../../core/content/projects.server.ts";
import { loadCategories, loadSite } from "../../core/content/site.server.ts";
import { isPlaceholderPath } from "../../core/images/placeholder-path.ts";
import { e2eSite } from "../fixtures/e2e-site.ts";

const dir = resolve(e2eSite.contentDir);

export const site = loadSite(dir);
export const about = loadAbout(dir);
/** Every project of the fixture, unlisted and private ones included. */
const allProjects: readonly Project[] = loadProjects(dir);
/** The projects the site lists: the public ones. */
export const projects: readonly Project[] = loadListedProjects(dir);
/** The pages of the sitemap. */
export const publicPaths: readonly string[] = sitePublicPaths(dir);

/** The specification's four categories, in the Portfolio's order, with their fixed slugs. */
export const categories = [
  { name: "Illustration and Print", slug: "illustration" },
  { name: "Painting", slug: "painting" },
  { name: "Photography", slug: "photography" },
  { name: "Video and Installation", slug: "video-and-installation" },
] as const;

export type CategorySlug = (typeof categories)[number]["slug"];

/** The address the spec's own slug rule gives "Illustration and Print", and where it leads. */
export const categoryAlias = {
  from: "/category/illustration-and-print",
  to: "/category/illustration",
} as const;

/**
 * Each category's projects, newest first by the first year given, ties in folder order. Written
 * out rather than computed: the tests compare the site's order with it.
 */
export const newestFirst: Record<CategorySlug, readonly string[]> = {
  illustration: ["paper-birds", "quay-prints", "night-garden"],
  painting: ["studies-in-progress", "still-water"],
  photography: ["salt-flats", "harbour-lights"],
  // 2023/2025 sorts as 2023: after the 2024 work, and before the other 2023 work, whose
  // folder name comes later.
  "video-and-installation": ["low-tide-hum", "drift-lines", "signal-room"],
};

/** The category whose strip holds the most projects: wider than any screen, so it scrolls. */
export const scrollingCategory = categories[3];

/** The most previews a project shows in lists, as the specification fixes it. */
export const previewLimit = 3;

function fixtureProblem(problem: string): Error {
  return new Error(`${e2eSite.contentDir}: ${problem}`);
}

function projectFor(id: string, premise: string, holds: (project: Project) => boolean): Project {
  const project = allProjects.find((candidate) => candidate.id === id);
  if (!project) throw fixtureProblem(`the tests need the project ${id} (${premise})`);
  if (!holds(project)) throw fixtureProblem(`projects/${id} must be ${premise}`);
  return project;
}

/** A paragraph of a description with a line break inside it, which the page must keep. */
const lineBrokenParagraph = (description: string) =>
  description.split(/\n\s*\n/).find((paragraph) => paragraph.includes("\n"));

const hasPlaceholder = (images: Project["images"]) =>
  images.some((image) => isPlaceholderPath(image.path));

/** The projects the tests open, each with the property it is chosen for. */
export const project = {
  /** The lightbox walks to its fifth image; its first image is 1600 px wide. */
  lightbox: projectFor(
    "harbour-lights",
    "an image project of at least 5 images with bordered images",
    (it) => it.type === "image" && it.images.length >= 5 && it.layout.bordered,
  ),
  threeColumns: projectFor("salt-flats", "a project of 3 columns", (it) => it.layout.columns === 3),
  /** Two columns, no border, medium and dimensions, and a line break inside a paragraph. */
  detailed: projectFor(
    "still-water",
    "a 2-column image project without borders, with medium, dimensions and a line break kept in its description",
    (it) =>
      it.type === "image" &&
      it.layout.columns === 2 &&
      !it.layout.bordered &&
      it.medium !== undefined &&
      it.dimensions !== undefined &&
      lineBrokenParagraph(it.description) !== undefined,
  ),
  imageOnly: projectFor(
    "paper-birds",
    "an image project with more images than a list previews, none a placeholder",
    (it) => it.type === "image" && it.images.length > previewLimit && !hasPlaceholder(it.images),
  ),
  /** Also the project whose year is a range. */
  externalVideo: projectFor(
    "drift-lines",
    "a hybrid project with a YouTube address and a year range such as 2023/2025",
    (it) => it.type === "hybrid" && it.externalVideo?.provider === "youtube" && /\//.test(it.year),
  ),
  videoPlaceholder: projectFor(
    "low-tide-hum",
    "a hybrid project without a video address",
    (it) => it.type === "hybrid" && it.externalVideo === undefined,
  ),
  nativeVideo: projectFor(
    "signal-room",
    "a video project with its own video file",
    (it) => it.type === "video" && it.video !== undefined,
  ),
  comingSoon: projectFor(
    "studies-in-progress",
    "a project with an image not photographed yet (a path containing 'placeholder') among its first 3",
    (it) => hasPlaceholder(it.images.slice(0, previewLimit)),
  ),
  /** A series whose first image is a sold work and whose second an available one, priced. */
  works: projectFor(
    "quay-prints",
    "a public series whose first image is a sold work and whose second is available with a price",
    (it) =>
      it.visibility === undefined &&
      it.images[0]?.details?.availability === "sold" &&
      it.images[1]?.details?.availability === "available" &&
      it.images[1]?.details?.price !== undefined,
  ),
  /** Reachable by its address only; itself one work for sale. */
  unlisted: projectFor(
    "back-room",
    "an unlisted project that is one available work with a price",
    (it) =>
      it.visibility === "unlisted" &&
      it.details?.availability === "available" &&
      it.details.price !== undefined,
  ),
  /** Opens only with its password; every one of its pictures is its own. */
  private: projectFor(
    "sealed-room",
    "a private project of at least two images",
    (it) => it.visibility === "private" && it.images.length >= 2,
  ),
} as const;

/** The password the browser tests set for the private project with `npm run private`. */
export const privateProjectPassword = "four lamps on the harbour wall";

/** The paragraph of `detailed`'s description whose line break the page must keep. */
export const keptLineBreak = lineBrokenParagraph(project.detailed.description) ?? "";

export function categoryName(slug: string): string {
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) throw fixtureProblem(`no category ${slug}`);
  return category.name;
}

function checkCategories(): void {
  const inFixture = loadCategories(dir).map(({ name, slug }) => `${name} (${slug})`);
  const specified = categories.map(({ name, slug }) => `${name} (${slug})`);
  if (inFixture.join(", ") !== specified.join(", ")) {
    throw fixtureProblem(`categories.yaml must list ${specified.join(", ")}`);
  }
  const alias = loadCategories(dir).find((category) => categoryAlias.to.endsWith(category.slug));
  if (!alias?.aliases.some((name) => categoryAlias.from.endsWith(`/${name}`))) {
    throw fixtureProblem(`categories.yaml must keep ${categoryAlias.from} as an alias`);
  }
}

function checkOrder(): void {
  for (const { slug } of categories) {
    const listed = [...newestFirst[slug]].sort();
    const inFixture = projects.filter((it) => it.category === slug).map((it) => it.id);
    if (listed.join() !== inFixture.join()) {
      throw fixtureProblem(
        `the projects of ${slug} are ${inFixture.join(", ")}; list them in newestFirst in site-facts.ts`,
      );
    }
  }
}

checkCategories();
checkOrder();
