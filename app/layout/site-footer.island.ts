import type { IslandStart } from "../islands/island-registry.ts";
import { isFooterRevealed } from "./footer-reveal.ts";

/**
 * The footer follows scrolling, resizing and the page's growth (pictures arriving), and shows
 * on a phone near the bottom of the page: `data-revealed` holds whether it shows, for the
 * footer's styles.
 */
const start: IslandStart = (footer) => {
  const update = () => {
    const revealed = isFooterRevealed({
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      scrollY: window.scrollY,
      scrollHeight: document.documentElement.scrollHeight,
    });
    footer.dataset.revealed = String(revealed);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update);
  new ResizeObserver(update).observe(document.body);
};

export default start;
