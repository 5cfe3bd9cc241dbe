import type { IslandStart } from "../islands/island-registry.ts";
import { failedText, standInClass, standInTextClass } from "./stand-in.ts";

/** The box gives way to the grey box that says the picture could not load. */
function showFailed(box: HTMLElement): void {
  const text = document.createElement("span");
  text.className = standInTextClass;
  text.textContent = failedText;
  box.replaceChildren(text);
  box.classList.add(...standInClass.split(" "));
  box.dataset.imageStatus = "failed";
}

/**
 * A picture of a page's static HTML: its pulsing placeholder goes once it has loaded, and a
 * picture that cannot load says so. One that settled before this script ran is read from the
 * element; a lazy one not requested yet is still to come.
 */
export function followPicture(box: HTMLElement): void {
  const img = box.querySelector("img");
  if (!img) return;
  const loaded = () => {
    box.querySelector("[data-image-skeleton]")?.remove();
    box.dataset.imageStatus = "loaded";
  };
  if (img.complete && img.currentSrc !== "") {
    if (img.naturalWidth > 0) loaded();
    else showFailed(box);
    return;
  }
  img.addEventListener("load", loaded, { once: true });
  img.addEventListener("error", () => showFailed(box), { once: true });
}

const start: IslandStart = followPicture;

export default start;
