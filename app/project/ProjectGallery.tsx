import type { ReactNode } from "react";
import type { ProjectImage, WorkView } from "../../core/content/project-schema.ts";
import { NearViewItem } from "../images/NearViewItem.tsx";
import { Picture } from "../images/Picture.tsx";
import { islandMarker } from "../islands/island-registry.ts";
import { withOpenImage } from "../lightbox/image-param.ts";
import type { LightboxPictures } from "../lightbox/mount-lightbox.ts";
import { inquiryLink } from "./inquiry-link.ts";
import { WorkDetails } from "./WorkDetails.tsx";

// Phones show one or two columns; wider screens the project's own count.
const gridClass = {
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-2 lg:grid-cols-3",
} as const;
const cellSizes = {
  2: "(min-width: 1280px) 600px, (min-width: 640px) 47vw, calc(100vw - 2rem)",
  3: "(min-width: 1280px) 395px, (min-width: 1024px) 31vw, 47vw",
} as const;

/**
 * How many pictures show from the start when the grid leads the page: the first. Below a film or
 * a player, none: on a phone the player and the text fill the first screen. The others show as
 * they come within a screen's height of the view, so that on a slow connection the pictures
 * below the fold do not share it with the main ones.
 */
const leadingPictures = 1;

interface ProjectGalleryProps {
  title: string;
  year: string;
  images: ProjectImage[];
  columns: 2 | 3;
  bordered: boolean;
  /** The first picture is the page's main image (nothing stands above the grid). */
  leading: boolean;
}

/**
 * A project's pictures in its own column count, each a link to its lightbox address, so that it
 * works before any script runs; the grid's island (`project-gallery.island.ts`) opens the
 * lightbox in the page, with the pictures this grid hands it.
 */
export function ProjectGallery({
  title,
  year,
  images,
  columns,
  bordered,
  leading,
}: ProjectGalleryProps) {
  const pictures = images.flatMap((image) => (image.kind === "picture" ? [image] : []));
  const lightbox: LightboxPictures = {
    title,
    images: pictures.map(({ src, width, height, webpSrcset, alt }) => ({
      src,
      width,
      height,
      webpSrcset,
      alt,
    })),
  };
  let pictureNumber = 0;
  return (
    <ul
      data-project-grid={columns}
      {...islandMarker("project-gallery")}
      data-props={JSON.stringify(lightbox)}
      className={`grid gap-4 md:gap-6 ${gridClass[columns]}`}
    >
      {images.map((image, position) => {
        const key = `${position}-${image.alt.slice(0, 24)}`;
        if (image.kind !== "picture") {
          return (
            <li key={key}>
              <WorkFigure work={image.work} series={title} year={year}>
                <Picture image={image} sizes={cellSizes[columns]} />
              </WorkFigure>
            </li>
          );
        }
        const slide = pictureNumber;
        pictureNumber += 1;
        return (
          <NearViewItem
            key={key}
            shown={leading && position < leadingPictures}
            // Near: within a screen's height of the view.
            margin="100% 0px"
          >
            {(near) => (
              <WorkFigure work={image.work} series={title} year={year}>
                <a
                  href={withOpenImage(new URLSearchParams(), slide)}
                  data-slide={slide}
                  aria-label={`Open image ${slide + 1} of ${pictures.length} in full screen: ${image.alt}`}
                  data-bordered={bordered ? "" : undefined}
                  className={`group block cursor-zoom-in ${bordered ? "border border-ink/25 p-2 md:p-3" : ""}`}
                >
                  <Picture
                    image={image}
                    sizes={cellSizes[columns]}
                    priority={leading && slide === 0}
                    deferred={!near}
                    className="transition-opacity duration-300 group-hover:opacity-90"
                  />
                </a>
              </WorkFigure>
            )}
          </NearViewItem>
        );
      })}
    </ul>
  );
}

/**
 * A picture that is one work of a series, with its name and details below it and a link to ask
 * about it; any other picture stands alone, as it always has.
 */
function WorkFigure({
  work,
  series,
  year,
  children,
}: {
  work: WorkView | undefined;
  series: string;
  year: string;
  children: ReactNode;
}) {
  if (!work) return children;
  const forSale = work.availability !== undefined || work.price !== undefined;
  const subject = work.name === series ? work.name : `${work.name}, from ${series}`;
  return (
    <figure>
      {children}
      <figcaption className="mt-2 text-sm">
        <span className="text-ink">{work.name}</span>
        <WorkDetails work={work} className="mt-0.5" />
        {forSale && (
          <a
            href={inquiryLink({ title: subject, year })}
            className="mt-1 inline-block text-ink underline underline-offset-4 hover:no-underline"
          >
            Inquire<span className="sr-only"> about {work.name}</span>
          </a>
        )}
      </figcaption>
    </figure>
  );
}
