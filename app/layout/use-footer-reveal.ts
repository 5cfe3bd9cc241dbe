import { useEffect, useState } from "react";
import { isFooterRevealed } from "./footer-reveal.ts";

function measure(): boolean {
  return isFooterRevealed({
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    scrollY: window.scrollY,
    scrollHeight: document.documentElement.scrollHeight,
  });
}

/** Tracks whether the footer should show, following scrolling, resizing and page growth. */
export function useFooterReveal(): boolean {
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const update = () => setRevealed(measure());
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    // Pages grow as images load and as the visitor navigates, without any scroll event.
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      observer.disconnect();
    };
  }, []);

  return revealed;
}
