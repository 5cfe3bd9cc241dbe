import { ProjectStrip } from "./ProjectStrip.tsx";
import type { CategoryRow } from "./project-previews.ts";

/**
 * How many strips a phone shows on its first screen, under the page's heading. Their first
 * projects show their pictures from the start; the strips below show theirs once the app runs,
 * so that on a slow connection they do not share it with the app's scripts.
 */
const firstScreenStrips = 2;

export function PortfolioScreen({ rows }: { rows: CategoryRow[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 md:px-8 md:py-16">
      <h1 className="font-serif text-4xl tracking-tight md:text-5xl">Portfolio</h1>
      <div className="mt-10 space-y-14 md:mt-14 md:space-y-20">
        {rows.map(({ category, projects }, index) => (
          <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
            <h2 id={`category-${category.slug}`} className="mb-5 font-serif text-2xl md:text-3xl">
              <a
                href={`/category/${category.slug}`}
                className="underline-offset-4 hover:text-accent hover:underline"
              >
                {category.name}
              </a>
            </h2>
            <ProjectStrip
              label={`${category.name} projects`}
              projects={projects}
              leading={index === 0}
              onFirstScreen={index < firstScreenStrips}
            />
          </section>
        ))}
      </div>
    </div>
  );
}
