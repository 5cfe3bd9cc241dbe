// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { browserImage } from "../../../tests/fixtures/browser-image.ts";
import { PicturePreview } from "./PicturePreview.tsx";

afterEach(cleanup);

beforeEach(() => browserImage({ complete: false, naturalWidth: 0 }));

const src = "/api/studio/preview?path=projects%2Fa%2F01.jpg";

function preview(at = src) {
  return <PicturePreview src={at} boxClassName="h-28 w-28" fit="contain" />;
}

function image(): HTMLImageElement {
  const img = document.querySelector("img");
  if (!img) throw new Error("no image");
  return img;
}

describe("a picture's preview in the Studio", () => {
  it("says it is being prepared until the picture has loaded, then shows only the picture", () => {
    render(preview());
    expect(screen.getByText("Preparing the preview…")).toBeDefined();
    expect(image().className).toContain("invisible");
    fireEvent.load(image());
    expect(screen.queryByText("Preparing the preview…")).toBeNull();
    expect(image().className).not.toContain("invisible");
  });

  it("shows at once a preview the browser already has", () => {
    browserImage({ complete: true, naturalWidth: 120 });
    render(preview());
    expect(screen.queryByText("Preparing the preview…")).toBeNull();
  });

  it("says there is no preview when it cannot be loaded", () => {
    render(preview());
    fireEvent.error(image());
    expect(screen.getByText("No preview")).toBeDefined();
    expect(image().className).toContain("invisible");
  });

  it("prepares another picture in its place anew", () => {
    const { rerender } = render(preview());
    fireEvent.load(image());
    rerender(preview("/api/studio/preview?path=projects%2Fa%2F02.jpg"));
    expect(screen.getByText("Preparing the preview…")).toBeDefined();
  });

  it("keeps what it says from screen readers, as the picture itself", () => {
    render(preview());
    expect(screen.getByText("Preparing the preview…").getAttribute("aria-hidden")).toBe("true");
    expect(image().getAttribute("alt")).toBe("");
  });
});
