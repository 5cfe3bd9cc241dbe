// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ProjectView } from "../content/project-schema.ts";
import { ProjectMedia } from "./ProjectVideo.tsx";

afterEach(cleanup);

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
          video: { src: "/media/film.mp4", mimeType: "video/mp4", poster: "/img/p.jpg" },
        })}
      />,
    );
    const video = container.querySelector("video");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.querySelector("source")?.getAttribute("src")).toBe("/media/film.mp4");
    expect(video?.textContent).toBe("Your browser does not support the video tag.");
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
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Tide" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(
      "https://player.vimeo.com/video/123456789?dnt=1&autoplay=1",
    );
    expect(frame?.getAttribute("title")).toBe("Video: Tide");
  });
});
