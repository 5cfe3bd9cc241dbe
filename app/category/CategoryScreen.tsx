import type { ResolvedImage } from "../../core/images/image-data.ts";
import { tileAspect } from "../../core/images/image-usage.ts";
import { NearViewItem } from "../images/NearViewItem.tsx";
import { comingSoonText, Picture } from "../images/Picture.tsx";
import type { CategoryRow } from "../portfolio/project-previews.ts";

const cellSizes =
  "(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)";

/**
 * A cell's name: the project, the image's place in it and what it shows. A cell that shows
 * "Coming Soon" says so too, so that its name holds the words a sighted visitor reads.
 */
function cellLabel(title: string, image: ResolvedImage, index: number): string {
  const shows = image.kind === "coming-soon" ? `${comingSoonText}: ${image.alt}` : image.alt;
  return `${title}, image ${index + 1}: ${shows}`;
}

export function CategoryNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 md:px-8 md:py-24">
      <h1 className="font-serif text-4xl tracking-tight md:text-5xl">Category not found</h1>
      <a
        href="/portfolio"
        className="mt-8 inline-block text-accent underline underline-offset-4 hover:no-underline"
      >
        Back to Portfolio
      </a>
    </div>
  );
}

/**
 * How many cells show their pictures from the start: those on a phone's first screen (one
 * column, two cells). The others show theirs once their island runs and they are within a
 * screen's height of the view (on a wide screen, at once), so that on a slow connection the
 * pictures below the fold do not share it with the main ones, and a category of fifty projects
 * costs a visitor no more than one of five.
 */
const leadingCells = 2;

export function CategoryScreen({ row }: { row: CategoryRow }) {
  const cells = row.projects.flatMap((project) =>
    project.images.map((image, index) => ({ project, image, index })),
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 md:px-8 md:py-16">
      <h1 className="font-serif text-4xl tracking-tight md:text-5xl">{row.category.name}</h1>
      <ul
        data-category-grid=""
        className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 md:mt-14 lg:grid-cols-3 lg:gap-6"
      >
        {cells.map(({ project, image, index }, cell) => (
          <NearViewItem
            key={`${project.id}-${index}`}
            data-project={project.id}
            shown={cell < leadingCells}
            // Near: within a screen's height of the view.
            margin="100% 0px"
          >
            {(near) => (
              <a
                href={`/project/${project.id}`}
                aria-label={cellLabel(project.title, image, index)}
                className="group block"
              >
                <div
                  className="overflow-hidden bg-line"
                  style={{ aspectRatio: `${tileAspect.width} / ${tileAspect.height}` }}
                >
                  <Picture
                    image={image}
                    sizes={cellSizes}
                    fit="cover"
                    priority={cell === 0}
                    deferred={!near}
                    className="transition-transform duration-500 group-hover:scale-[1.02]"
                  />
                </div>
              </a>
            )}
          </NearViewItem>
        ))}
      </ul>
    </div>
  );
}
