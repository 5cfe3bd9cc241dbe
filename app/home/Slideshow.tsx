import type { ResolvedImage } from "../../core/images/image-data.ts";
import { Picture } from "../images/Picture.tsx";
import { islandMarker } from "../islands/island-registry.ts";

function PauseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="h-3.5 w-3.5 group-data-[playing=false]:hidden"
      fill="currentColor"
    >
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="hidden h-3.5 w-3.5 group-data-[playing=false]:block"
      fill="currentColor"
    >
      <path d="M4 2.5v11a.5.5 0 0 0 .76.43l9-5.5a.5.5 0 0 0 0-.86l-9-5.5A.5.5 0 0 0 4 2.5Z" />
    </svg>
  );
}

/**
 * Full-screen pictures under a white veil, one after another in order with a cross-fade
 * (an instant change for visitors who ask for reduced motion), run by its island
 * (`slideshow.island.ts`). The first picture is in the page; each later one waits in a template
 * until the island puts it in place ahead of its turn, so the first one loads alone.
 */
export function Slideshow({ slides }: { slides: ResolvedImage[] }) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Selected works"
      {...islandMarker("slideshow")}
      className="fixed inset-x-0 top-(--header-height) bottom-0 overflow-hidden bg-line"
    >
      <div aria-live="off">
        {slides.map((slide, index) => (
          <div
            key={slide.alt}
            aria-hidden={index !== 0}
            data-slide={index}
            data-current={index === 0 ? "" : undefined}
            className="absolute inset-0 opacity-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none data-current:opacity-100"
          >
            {index === 0 ? (
              <Picture image={slide} sizes="100vw" fit="cover" priority />
            ) : (
              <template data-slide-picture="">
                <Picture image={slide} sizes="100vw" fit="cover" />
              </template>
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
        aria-label="Pause slideshow"
        data-playing="true"
        className="group absolute right-4 bottom-[calc(var(--footer-height)+1rem)] flex h-9 w-9 items-center justify-center rounded-full bg-white/85 text-ink shadow-sm backdrop-blur transition-colors hover:bg-white md:right-8"
      >
        <PauseIcon />
        <PlayIcon />
      </button>
    </section>
  );
}
