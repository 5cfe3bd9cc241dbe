// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { ResolvedImage } from "../../core/images/image-data.ts";
import { ReactRunsHere } from "../islands/react-runs-here.ts";
import { NearViewItem } from "./NearViewItem.tsx";
import startNearItem from "./near-item.island.ts";
import { Picture } from "./Picture.tsx";

let comeNear: (() => void) | undefined;
let observedWith: IntersectionObserverInit | undefined;

/** An IntersectionObserver the test drives with `comeNear()`. */
class TestObserver {
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    observedWith = options;
    comeNear = () =>
      callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", TestObserver);
  // As in a browser, a picture just put in place has not arrived yet.
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  comeNear = undefined;
});

const image: ResolvedImage = {
  kind: "picture",
  src: "/images/a-640.jpg",
  width: 640,
  height: 480,
  alt: "A red boat.",
  color: "#aa3322",
  blurDataUri: "data:image/webp;base64,AA==",
  avifSrcset: "/images/a-320.avif 320w, /images/a-640.avif 640w",
  webpSrcset: "/images/a-320.webp 320w, /images/a-640.webp 640w",
};

/** A strip item as a page's static HTML has it, far from the view, in a scrolling box. */
function farItem(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <ReactRunsHere value={false}>
      <section data-strip="">
        <ul>
          <NearViewItem shown={false} margin="0px 100%" data-near-root="[data-strip]">
            {(near) => (
              <a href="/project/a">{<Picture image={image} sizes="330px" deferred={!near} />}</a>
            )}
          </NearViewItem>
        </ul>
      </section>
    </ReactRunsHere>,
  );
  document.body.replaceChildren(container);
  const item = container.querySelector<HTMLElement>("[data-island=near-item]");
  if (!item) throw new Error("no item");
  return item;
}

test("a far picture waits as a box of its colour, named as the picture, holding the picture apart", () => {
  const box = farItem().querySelector<HTMLElement>("[data-image-status]");
  expect(box?.dataset.imageStatus).toBe("deferred");
  expect(box?.getAttribute("role")).toBe("img");
  expect(box?.getAttribute("aria-label")).toBe("A red boat.");
  expect(box?.querySelector("picture")).toBeNull();
  expect(box?.querySelector("template")?.content.querySelector("img")?.getAttribute("src")).toBe(
    "/images/a-640.jpg",
  );
});

test("when its item comes near the scrolling box, the box becomes the picture, the same element", () => {
  const item = farItem();
  const box = item.querySelector<HTMLElement>("[data-image-status]");
  startNearItem(item);
  expect(observedWith?.rootMargin).toBe("0px 100%");
  expect(observedWith?.root).toBe(item.closest("[data-strip]"));
  expect(box?.querySelector("picture")).toBeNull();

  comeNear?.();
  expect(item.querySelector("[data-image-status]")).toBe(box);
  expect(box?.dataset.imageStatus).toBe("loading");
  expect(box?.hasAttribute("role")).toBe(false);
  expect(box?.querySelector("template")).toBeNull();
  expect(box?.querySelector("picture img")?.getAttribute("alt")).toBe("A red boat.");
  expect(box?.querySelector("source[type='image/avif']")?.getAttribute("srcset")).toBe(
    image.avifSrcset,
  );
  box?.querySelector("picture img")?.dispatchEvent(new Event("load"));
  expect(box?.dataset.imageStatus).toBe("loaded");
  expect(box?.querySelector("[data-image-skeleton]")).toBeNull();
});

test("a picture that cannot load says so in its grey box", () => {
  const item = farItem();
  startNearItem(item);
  comeNear?.();
  const box = item.querySelector<HTMLElement>("[data-image-status]");
  box?.querySelector("picture img")?.dispatchEvent(new Event("error"));
  expect(box?.dataset.imageStatus).toBe("failed");
  expect(box?.textContent).toBe("Failed to load image");
});
