import { followPicture } from "../images/picture.island.ts";
import type { IslandStart } from "../islands/island-registry.ts";
import { nextSlide, slideInterval } from "./slide-order.ts";

/** Puts a slide's picture in place from its template, once. */
function mountPicture(slide: HTMLElement | undefined): void {
  const template = slide?.querySelector<HTMLTemplateElement>("template[data-slide-picture]");
  if (!slide || !template) return;
  slide.append(template.content);
  template.remove();
  const box = slide.querySelector<HTMLElement>("[data-image-status]");
  if (box) followPicture(box);
}

/**
 * The slideshow (`Slideshow`): a new picture every 4 s, in order and round again, each given
 * its full time from when it appeared or the show resumed; the next picture is put in place
 * ahead of its turn. It stops while the tab is hidden and with the pause button.
 */
const start: IslandStart = (show) => {
  const slides = [...show.querySelectorAll<HTMLElement>("[data-slide]")];
  const button = show.querySelector<HTMLButtonElement>("button[data-playing]");
  let current = 0;
  let playing = true;
  let timer: number | undefined;
  const schedule = () => {
    window.clearTimeout(timer);
    if (!playing || document.visibilityState === "hidden" || slides.length < 2) return;
    timer = window.setTimeout(() => showSlide(nextSlide(current, slides.length)), slideInterval);
  };
  const showSlide = (index: number) => {
    current = index;
    slides.forEach((slide, position) => {
      slide.toggleAttribute("data-current", position === index);
      slide.setAttribute("aria-hidden", String(position !== index));
    });
    mountPicture(slides[nextSlide(index, slides.length)]);
    schedule();
  };
  button?.addEventListener("click", () => {
    playing = !playing;
    button.dataset.playing = String(playing);
    button.setAttribute("aria-label", playing ? "Pause slideshow" : "Play slideshow");
    schedule();
  });
  document.addEventListener("visibilitychange", schedule);
  showSlide(0);
};

export default start;
