import { useEffect, useState } from "react";
import type { ResolvedImage } from "../../core/images/image-data.ts";
import { Picture } from "../images/Picture.tsx";
import { nextSlide, slideInterval } from "./slide-order.ts";
import { usePageVisible } from "./use-page-visible.ts";

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
      <path d="M4 2.5v11a.5.5 0 0 0 .76.43l9-5.5a.5.5 0 0 0 0-.86l-9-5.5A.5.5 0 0 0 4 2.5Z" />
    </svg>
  );
}

/**
 * Full-screen pictures under a white veil, one after another in order with a cross-fade
 * (an instant change for visitors who ask for reduced motion). Only the shown picture and the
 * next one are in the page, so the first one loads alone and each later one ahead of its turn.
 */
export function Slideshow({ slides }: { slides: ResolvedImage[] }) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const visible = usePageVisible();
  const [mounted, setMounted] = useState(() => new Set([0]));

  useEffect(() => {
    const upcoming = nextSlide(current, slides.length);
    setMounted((seen) => (seen.has(upcoming) ? seen : new Set([...seen, upcoming])));
  }, [current, slides.length]);

  // Each picture gets its full time, counted from when it appeared or the show resumed.
  useEffect(() => {
    if (!playing || !visible || slides.length < 2) return;
    const timer = window.setTimeout(
      () => setCurrent(nextSlide(current, slides.length)),
      slideInterval,
    );
    return () => window.clearTimeout(timer);
  }, [current, playing, visible, slides.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Selected works"
      className="fixed inset-x-0 top-(--header-height) bottom-0 overflow-hidden bg-line"
    >
      <div aria-live="off">
        {slides.map((slide, index) => (
          <div
            key={slide.alt}
            aria-hidden={index !== current}
            data-slide={index}
            data-current={index === current ? "" : undefined}
            className={`absolute inset-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${
              index === current ? "opacity-100" : "opacity-0"
            }`}
          >
            {mounted.has(index) && (
              <Picture image={slide} sizes="100vw" fit="cover" priority={index === 0} />
            )}
          </div>
        ))}
      </div>
      <div
        aria-hidden="true"
        data-overlay=""
        className="pointer-events-none absolute inset-0"
        style={{ backgroundColor: "rgba(255, 255, 255, 0.2)" }}
      />
      <button
        type="button"
        onClick={() => setPlaying((value) => !value)}
        aria-label={playing ? "Pause slideshow" : "Play slideshow"}
        className="absolute right-4 bottom-[calc(var(--footer-height)+1rem)] flex h-9 w-9 items-center justify-center rounded-full bg-white/85 text-ink shadow-sm backdrop-blur transition-colors hover:bg-white md:right-8"
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
    </section>
  );
}
