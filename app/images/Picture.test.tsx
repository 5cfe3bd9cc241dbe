// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ResolvedImage } from "../../core/images/image-data.ts";
import { browserImage } from "../../tests/fixtures/browser-image.ts";
import { Picture } from "./Picture.tsx";

afterEach(cleanup);

// Unless a test says otherwise, the picture is still on its way when the page hydrates.
beforeEach(() => browserImage({ complete: false, naturalWidth: 0 }));

const sizes = "(min-width: 768px) 50vw, 100vw";

function picture(name = "a"): Extract<ResolvedImage, { kind: "picture" }> {
  return {
    kind: "picture",
    alt: "Three cats asleep on a windowsill.",
    src: `/img/${name}-1280.jpg`,
    width: 1600,
    height: 1200,
    avifSrcset: `/img/${name}-480.avif 480w, /img/${name}-800.avif 800w`,
    webpSrcset: `/img/${name}-480.webp 480w, /img/${name}-800.webp 800w`,
    color: "#336699",
    blurDataUri: "data:image/webp;base64,AAAA",
  };
}

function status(container: HTMLElement) {
  return container.querySelector("[data-image-status]")?.getAttribute("data-image-status");
}

describe("Picture", () => {
  it("offers AVIF, then WebP, at the caller's sizes, with the original as the fallback", () => {
    const { container } = render(<Picture image={picture()} sizes={sizes} />);
    const sources = [...container.querySelectorAll("source")].map((source) => ({
      type: source.getAttribute("type"),
      srcset: source.getAttribute("srcset"),
      sizes: source.getAttribute("sizes"),
    }));
    expect(sources).toEqual([
      { type: "image/avif", srcset: "/img/a-480.avif 480w, /img/a-800.avif 800w", sizes },
      { type: "image/webp", srcset: "/img/a-480.webp 480w, /img/a-800.webp 800w", sizes },
    ]);
    const img = screen.getByRole("img", { name: "Three cats asleep on a windowsill." });
    expect(img.getAttribute("src")).toBe("/img/a-1280.jpg");
    expect(img.getAttribute("width")).toBe("1600");
    expect(img.getAttribute("height")).toBe("1200");
    expect(img.getAttribute("decoding")).toBe("async");
  });

  it("loads lazily, unless it is the first thing seen", () => {
    render(<Picture image={picture()} sizes={sizes} />);
    const lazy = screen.getByRole("img");
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.hasAttribute("fetchpriority")).toBe(false);
    cleanup();

    render(<Picture image={picture()} sizes={sizes} priority />);
    const first = screen.getByRole("img");
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
  });

  it("keeps the picture's proportions before it loads, so nothing moves", () => {
    const { container } = render(<Picture image={picture()} sizes={sizes} />);
    const box = container.querySelector<HTMLElement>("[data-image-status]");
    expect(box?.style.aspectRatio).toBe("1600 / 1200");
  });

  it("shows a pulsing skeleton in the picture's colour until it loads", () => {
    const { container } = render(<Picture image={picture()} sizes={sizes} />);
    const skeleton = container.querySelector<HTMLElement>("[data-image-skeleton]");
    expect(status(container)).toBe("loading");
    expect(skeleton?.className).toContain("animate-pulse");
    expect(skeleton?.style.backgroundColor).toMatch(/#336699|rgb\(51, 102, 153\)/);

    fireEvent.load(screen.getByRole("img"));
    expect(status(container)).toBe("loaded");
    expect(container.querySelector("[data-image-skeleton]")).toBeNull();
  });

  it("becomes a box reading 'Failed to load image', of the same proportions, on failure", () => {
    const { container } = render(<Picture image={picture()} sizes={sizes} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByText("Failed to load image")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector<HTMLElement>("[data-image-status]")?.style.aspectRatio).toBe(
      "1600 / 1200",
    );
  });

  it("starts loading again when given another picture", () => {
    const { container, rerender } = render(<Picture image={picture("a")} sizes={sizes} />);
    fireEvent.load(screen.getByRole("img"));
    rerender(<Picture image={picture("b")} sizes={sizes} />);
    expect(status(container)).toBe("loading");
    expect(screen.getByRole("img").getAttribute("src")).toBe("/img/b-1280.jpg");
  });

  it("shows as loaded when the picture loaded before the page's script ran", () => {
    browserImage({ complete: true, naturalWidth: 1600 });
    const { container } = render(<Picture image={picture()} sizes={sizes} />);
    expect(status(container)).toBe("loaded");
  });

  it("shows 'Failed to load image' when the picture failed before the page's script ran", () => {
    browserImage({ complete: true, naturalWidth: 0 });
    render(<Picture image={picture()} sizes={sizes} />);
    expect(screen.getByText("Failed to load image")).toBeTruthy();
  });

  it("held back far from view, keeps its box in its colour and asks for nothing", () => {
    const { container, rerender } = render(<Picture image={picture()} sizes={sizes} deferred />);
    expect(status(container)).toBe("deferred");
    expect(container.querySelector("img, source")).toBeNull();
    const box = screen.getByRole("img", { name: "Three cats asleep on a windowsill." });
    expect(box.style.aspectRatio).toBe("1600 / 1200");
    expect(box.style.backgroundColor).toMatch(/#336699|rgb\(51, 102, 153\)/);
    rerender(<Picture image={picture()} sizes={sizes} />);
    expect(status(container)).toBe("loading");
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("lazy");
  });

  it("keeps its box as the same element when the picture comes, so a tap begun on it still clicks", () => {
    const { container, rerender } = render(<Picture image={picture()} sizes={sizes} deferred />);
    const deferredBox = container.firstElementChild;
    rerender(<Picture image={picture()} sizes={sizes} />);
    expect(status(container)).toBe("loading");
    expect(container.firstElementChild).toBe(deferredBox);
    expect(deferredBox?.querySelector("img")).not.toBeNull();
  });

  it("shows 'Coming Soon' for an image not photographed yet", () => {
    render(<Picture image={{ kind: "coming-soon", alt: "Still to come." }} sizes={sizes} />);
    expect(screen.getByText("Coming Soon")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("fills its parent instead of taking its own proportions when asked to", () => {
    const { container } = render(<Picture image={picture()} sizes="100vw" fit="contain" />);
    const box = container.querySelector<HTMLElement>("[data-image-status]");
    expect(box?.style.aspectRatio).toBe("");
    expect(box?.className).toContain("h-full");
    expect(screen.getByRole("img").className).toContain("object-contain");
  });

  it("keeps the picture's focal point in frame where it is cropped", () => {
    const focused: ResolvedImage = { ...picture(), focus: { x: 20, y: 85 } };
    const { container } = render(<Picture image={focused} sizes="100vw" fit="cover" />);
    expect(container.querySelector("img")?.style.objectPosition).toBe("20% 85%");
  });

  it("writes no position for a picture without a focal point, or shown whole", () => {
    const focused: ResolvedImage = { ...picture(), focus: { x: 20, y: 85 } };
    const { container, rerender } = render(<Picture image={picture()} sizes={sizes} />);
    expect(container.querySelector("img")?.hasAttribute("style")).toBe(false);
    rerender(<Picture image={focused} sizes="100vw" fit="contain" />);
    expect(container.querySelector("img")?.hasAttribute("style")).toBe(false);
  });
});
