import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ResolvedImage } from "../images/image-data.ts";
import { NearViewItem } from "../images/NearViewItem.tsx";
import { Picture } from "../images/Picture.tsx";
import { withOpenImage } from "../lightbox/image-param.ts";
import { useLightboxAddress } from "../lightbox/use-lightbox-address.ts";

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
 * How many pictures show from the start: the first, which leads the page. The others show as
 * they come within a screen's height of the view, so that on a slow connection the pictures
 * below the fold do not share it with the page's scripts.
 */
const leadingPictures = 1;

interface ProjectGalleryProps {
  title: string;
  images: ResolvedImage[];
  columns: 2 | 3;
  bordered: boolean;
  /** The first picture is the page's main image (nothing stands above the grid). */
  leading: boolean;
}

/**
 * A project's pictures in its own column count, each opening the lightbox at that picture.
 * Each picture is a link to its lightbox address, so it works before the page's script runs.
 */
export function ProjectGallery({ title, images, columns, bordered, leading }: ProjectGalleryProps) {
  const pictures = images.flatMap((image) => (image.kind === "picture" ? [image] : []));
  const lightbox = useLightboxAddress(pictures.length);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const [wanted, setWanted] = useState(false);
  const lastIndex = useRef<number | null>(lightbox.index);

  useEffect(() => {
    if (lightbox.index !== null) {
      setWanted(true);
      lastIndex.current = lightbox.index;
      return;
    }
    // Opened from a link, the lightbox had no image to return to: the shown one takes focus.
    const shown = lastIndex.current;
    lastIndex.current = null;
    if (shown === null) return;
    window.setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null) {
        links.current.get(shown)?.focus();
      }
    });
  }, [lightbox.index]);

  let pictureNumber = 0;
  return (
    <>
      <ul data-project-grid={columns} className={`grid gap-4 md:gap-6 ${gridClass[columns]}`}>
        {images.map((image, position) => {
          const key = `${position}-${image.alt.slice(0, 24)}`;
          if (image.kind !== "picture") {
            return (
              <li key={key}>
                <Picture image={image} sizes={cellSizes[columns]} />
              </li>
            );
          }
          const slide = pictureNumber;
          pictureNumber += 1;
          return (
            <NearViewItem
              key={key}
              shown={position < leadingPictures}
              // Near: within a screen's height of the view.
              margin="100% 0px"
            >
              {(near) => (
                <Link
                  ref={(element) => {
                    if (element) links.current.set(slide, element);
                    else links.current.delete(slide);
                  }}
                  to={{ search: withOpenImage(new URLSearchParams(), slide) }}
                  preventScrollReset
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    lightbox.open(slide);
                  }}
                  onPointerEnter={() => void loadLightbox()}
                  onFocus={() => void loadLightbox()}
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
                </Link>
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
