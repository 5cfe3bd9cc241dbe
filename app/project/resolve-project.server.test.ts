import { describe, expect, it } from "vitest";
import type { Project } from "../../core/content/project-schema.ts";
import type { ImageData } from "../../core/images/image-data.ts";
import type { ImageManifest } from "../../core/images/image-manifest.ts";
import { resolveProject } from "./resolve-project.server.ts";

function encoded(name: string): ImageData {
  return {
    src: `/img/${name}-1280.jpg`,
    width: 1600,
    height: 1200,
    avifSrcset: `/img/${name}-800.avif 800w`,
    webpSrcset: `/img/${name}-800.webp 800w`,
    color: "#336699",
    blurDataUri: "data:image/webp;base64,AAAA",
  };
}

const manifest: ImageManifest = {
  images: {
    "projects/night/01.jpg": encoded("a"),
    "projects/night/poster.jpg": encoded("p"),
  },
  files: { "projects/night/film.mp4": "/img/f.mp4" },
  shares: {},
  tiles: {},
  outputs: [],
};

const project: Project = {
  id: "night",
  title: "Night",
  year: "2024",
  category: "video-and-installation",
  type: "video",
  description: "Dark.",
  layout: { columns: 2, bordered: false },
  images: [
    { path: "projects/night/01.jpg", alt: "A lamp." },
    { path: "projects/night/placeholder.jpg", alt: "Still to come." },
  ],
  video: { path: "projects/night/film.mp4", poster: "projects/night/poster.jpg" },
};

describe("a project as the screens receive it", () => {
  it("carries each image's encoded versions with its alt text", () => {
    expect(resolveProject(project, manifest).images[0]).toEqual({
      kind: "picture",
      alt: "A lamp.",
      ...encoded("a"),
    });
  });

  it("shows 'Coming Soon' for an image whose path contains 'placeholder'", () => {
    expect(resolveProject(project, manifest).images[1]).toEqual({
      kind: "coming-soon",
      alt: "Still to come.",
    });
  });

  it("gives the video file's public address, type and its still's encoded versions", () => {
    expect(resolveProject(project, manifest).video).toEqual({
      src: "/img/f.mp4",
      mimeType: "video/mp4",
      poster: encoded("p"),
    });
  });

  it("says to rebuild when an image was not prepared by the image step", () => {
    const added = {
      ...project,
      images: [{ path: "projects/night/02.jpg", alt: "New." }],
    };
    expect(() => resolveProject(added, manifest)).toThrow(
      "content/projects/night/02.jpg has no prepared versions",
    );
  });
});
