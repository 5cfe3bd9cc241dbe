import { Link } from "react-router";
import type { AboutPage } from "./about-schema.ts";

export function AboutScreen({ about }: { about: AboutPage }) {
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-16 md:px-8 md:py-20">
      <div data-slot="portrait" />
      <div className="flex flex-col justify-center">
        <h1 className="font-serif text-4xl tracking-tight md:text-5xl">About</h1>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink/90">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-10 text-lg">
          Let's get in touch:{" "}
          <Link
            to="/contact"
            className="text-accent underline underline-offset-4 hover:no-underline"
          >
            Contact
          </Link>
        </p>
      </div>
    </article>
  );
}
