// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectView } from "../../core/content/project-schema.ts";
import type { ImageData } from "../../core/images/image-data.ts";
import startExternalPlayer from "./external-player.island.ts";
import { ProjectMedia } from "./ProjectVideo.tsx";
import startProjectVideo from "./project-video.island.ts";

/** Starts the element's island, as the page does once it has painted. */
function startIsland(container: HTMLElement, name: string, start: (element: HTMLElement) => void) {
  const element = container.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) throw new Error(`no ${name} island`);
  start(element);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const still: ImageData = {
  src: "/img/still-1280.jpg",
  width: 1920,
  height: 1080,
  avifSrcset: "/img/still-800.avif 800w, /img/still-1280.avif 1280w",
  webpSrcset: "/img/still-800.webp 800w, /img/still-1280.webp 1280w",
  color: "#204060",
  blurDataUri: "data:image/webp;base64,AAAA",
};

function project(fields: Partial<ProjectView>): ProjectView {
  return {
    id: "sample",
    title: "Sample",
    year: "2024",
    category: "video-and-installation",
    type: "image",
    description: "",
    layout: { columns: 2, bordered: false },
    images: [{ kind: "coming-soon", alt: "A still of the film." }],
    ...fields,
  };
}

describe("ProjectMedia", () => {
  it("shows nothing above the grid of an image project", () => {
    const { container } = render(<ProjectMedia project={project({ type: "image" })} />);
    expect(container.innerHTML).toBe("");
  });

  it("plays a video project's file in the native player, with the fallback text", () => {
    const { container } = render(
      <ProjectMedia
        project={project({
          type: "video",
          video: { src: "/media/film.mp4", mimeType: "video/mp4" },
        })}
      />,
    );
    const video = container.querySelector("video");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.querySelector("source")?.getAttribute("src")).toBe("/media/film.mp4");
    expect(video?.textContent).toBe("Your browser does not support the video tag.");
    // Without a still the player shows the film's first frame, so it reads the film's start.
    expect(video?.getAttribute("preload")).toBe("metadata");
    expect(video?.hasAttribute("poster")).toBe(false);
  });

  it("shows a video's still behind the player, at the widths of the screen, and leaves the film unread", () => {
    // The still is on its way when the page hydrates (happy-dom loads no pictures).
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    const { container } = render(
      <ProjectMedia
        project={project({
          type: "video",
          video: { src: "/media/film.mp4", mimeType: "video/mp4", poster: still },
        })}
      />,
    );
    startIsland(container, "project-video", startProjectVideo);
    const video = container.querySelector("video");
    expect(video?.getAttribute("preload")).toBe("none");
    expect(video?.getAttribute("poster")).toMatch(/^data:image\/gif;base64,/);
    // The still sits in the player's frame, before the player, as the page's main picture.
    const frame = video?.parentElement;
    const picture = frame?.querySelector("picture");
    expect(picture?.compareDocumentPosition(video as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(picture?.querySelector("source")?.getAttribute("srcset")).toBe(still.avifSrcset);
    const img = picture?.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
  });

  it("keeps the player over a still for its island, and gives browsers without scripts their own", () => {
    const html = renderToString(
      <ProjectMedia
        project={project({
          type: "video",
          video: { src: "/media/film.mp4", mimeType: "video/mp4", poster: still },
        })}
      />,
    );
    // The prerendered page shows the still; its player waits in a template for the island, and
    // is in <noscript> for browsers without scripts.
    expect(html).toMatch(/<noscript><video controls="" preload="none"/);
    expect(html).toMatch(/<template data-video-player=""><video controls="" preload="none"/);
    const shown = html
      .replace(/<noscript>[\s\S]*?<\/noscript>/, "")
      .replace(/<template[\s\S]*?<\/template>/, "");
    expect(shown).not.toContain("<video");
  });

  it("shows 'Video placeholder' for a hybrid project without a video address", () => {
    render(<ProjectMedia project={project({ type: "hybrid" })} />);
    expect(screen.getByText("Video placeholder")).toBeTruthy();
  });

  it("loads the external player only when the play button is pressed", () => {
    const { container } = render(
      <ProjectMedia
        project={project({
          type: "hybrid",
          title: "Tide",
          externalVideo: {
            provider: "vimeo",
            id: "123456789",
            watchUrl: "https://vimeo.com/123456789",
            embedUrl: "https://player.vimeo.com/video/123456789?dnt=1",
          },
        })}
      />,
    );
    startIsland(container, "external-player", startExternalPlayer);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Tide" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(
      "https://player.vimeo.com/video/123456789?dnt=1&autoplay=1",
    );
    expect(frame?.getAttribute("title")).toBe("Video: Tide");
  });
});
