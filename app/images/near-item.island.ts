import type { IslandStart } from "../islands/island-registry.ts";
import { followPicture } from "./picture.island.ts";

/**
 * The deferred box takes the picture its template holds, staying the same element: a tap that
 * began on the box as the visitor scrolled to it ends on the same element, and still clicks.
 */
function showPicture(box: HTMLElement, template: HTMLTemplateElement): void {
  const picture = template.content.firstElementChild;
  if (!(picture instanceof HTMLElement)) return;
  for (const name of box.getAttributeNames()) box.removeAttribute(name);
  for (const { name, value } of picture.attributes) box.setAttribute(name, value);
  box.replaceChildren(...picture.childNodes);
  followPicture(box);
}

/**
 * An item of a long list whose far pictures wait as boxes of their colour: they render once the
 * item comes within `data-near-margin` of the view (or of the scrolling box `data-near-root`
 * names), so that the list costs a visitor what the part they see costs, however long it grows.
 */
const start: IslandStart = (item) => {
  const waiting = [...item.querySelectorAll<HTMLTemplateElement>("template[data-near-picture]")];
  if (waiting.length === 0) return;
  const rootSelector = item.dataset.nearRoot;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      for (const template of waiting) {
        if (template.parentElement) showPicture(template.parentElement, template);
      }
    },
    {
      root: rootSelector ? item.closest(rootSelector) : null,
      rootMargin: item.dataset.nearMargin ?? "0px",
    },
  );
  observer.observe(item);
};

export default start;
