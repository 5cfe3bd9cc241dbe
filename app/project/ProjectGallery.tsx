import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ProjectImage, WorkView } from "../../core/content/project-schema.ts";
import { NearViewItem } from "../images/NearViewItem.tsx";
import { Picture } from "../images/Picture.tsx";
import { withOpenImage } from "../lightbox/image-param.ts";
import { useLightboxAddress } from "../lightbox/use-lightbox-address.ts";
import { inquiryLink } from "./inquiry-link.ts";
import { WorkDetails } from "./WorkDetails.tsx";

const loadLightbox = () => import("../lightbox/ProjectLightbox.tsx");
const ProjectLightbox = lazy(loadLightbox);

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
 * below the fold do not share it with the page's scripts.
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
 * Whether the lightbox has been wanted yet (it loads only then), and the pictures' links: closed
 * after being opened from an address, the lightbox had no picture to give the focus back to,
 * and the link of the one it showed takes it.
 */
function useLightboxReturn(index: number | null): {
  wanted: boolean;
  links: RefObject<Map<number, HTMLAnchorElement>>;
} {
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const [wanted, setWanted] = useState(false);
  const lastIndex = useRef<number | null>(index);

  useEffect(() => {
    if (index !== null) {
      setWanted(true);
      lastIndex.current = index;
      return;
    }
    const shown = lastIndex.current;
    lastIndex.current = null;
    if (shown === null) return;
    window.setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null) {
        links.current.get(shown)?.focus();
      }
    });
  }, [index]);
  return { wanted, links };
}

/**
 * A project's pictures in its own column count, each opening the lightbox at that picture.
 * Each picture is a link to its lightbox address, so it works before the page's script runs.
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
  const lightbox = useLightboxAddress(pictures.length);
  const { wanted, links } = useLightboxReturn(lightbox.index);

  let pictureNumber = 0;
  return (
    <>
      <ul data-project-grid={columns} className={`grid gap-4 md:gap-6 ${gridClass[columns]}`}>
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
                  <PictureLink
                    image={image}
                    slide={slide}
                    count={pictures.length}
                    links={links}
                    onOpen={() => lightbox.open(slide)}
                    bordered={bordered}
                    sizes={cellSizes[columns]}
                    priority={leading && slide === 0}
                    near={near}
                  />
                </WorkFigure>
              )}
            </NearViewItem>
          );
        })}
      </ul>
      {wanted && (
        <Suspense fallback={null}>
          <ProjectLightbox
            images={pictures}
            index={lightbox.index}
            title={title}
            onView={(index) => {
              if (index !== lightbox.index) lightbox.view(index);
            }}
            onClose={lightbox.close}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A picture of the grid as the link to its lightbox address: a plain click opens the lightbox
 * in the page, and the lightbox's code starts loading as the pointer or the focus comes.
 */
function PictureLink({
  image,
  slide,
  count,
  links,
  onOpen,
  bordered,
  sizes,
  priority,
  near,
}: {
  image: Extract<ProjectImage, { kind: "picture" }>;
  /** The picture's place among the project's pictures, from 0. */
  slide: number;
  count: number;
  links: RefObject<Map<number, HTMLAnchorElement>>;
  onOpen: () => void;
  bordered: boolean;
  sizes: string;
  priority: boolean;
  near: boolean;
}) {
  return (
    <Link
      ref={(element) => {
        if (element) links.current.set(slide, element);
        else links.current.delete(slide);
      }}
      to={{ search: withOpenImage(new URLSearchParams(), slide) }}
      preventScrollReset
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
      onPointerEnter={() => void loadLightbox()}
      onFocus={() => void loadLightbox()}
      aria-label={`Open image ${slide + 1} of ${count} in full screen: ${image.alt}`}
      data-bordered={bordered ? "" : undefined}
      className={`group block cursor-zoom-in ${bordered ? "border border-ink/25 p-2 md:p-3" : ""}`}
    >
      <Picture
        image={image}
        sizes={sizes}
        priority={priority}
        deferred={!near}
        className="transition-opacity duration-300 group-hover:opacity-90"
      />
    </Link>
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
