import type { AboutPage } from "../../core/content/about-schema.ts";
import type { ResolvedImage } from "../../core/images/image-data.ts";
import { Picture } from "../images/Picture.tsx";

// The portrait's column: five elevenths of the page (72rem wide, less padding and gap) from
// 768 px up, the whole width less the page padding below.
const portraitSizes = "(min-width: 1152px) 466px, (min-width: 768px) 40vw, calc(100vw - 2rem)";

export function AboutScreen({ about, portrait }: { about: AboutPage; portrait: ResolvedImage }) {
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-16 md:px-8 md:py-20">
      <Picture image={portrait} sizes={portraitSizes} priority className="self-start" />
      <div className="flex flex-col justify-center">
        <h1 className="font-serif text-4xl tracking-tight md:text-5xl">About</h1>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink/90">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-10 text-lg">
          Let's get in touch:{" "}
          <a
            href="/contact"
            className="text-accent underline underline-offset-4 hover:no-underline"
          >
            Contact
          </a>
        </p>
      </div>
    </article>
  );
}
