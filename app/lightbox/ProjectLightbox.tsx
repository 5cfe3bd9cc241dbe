import { useMemo, useState } from "react";
import Lightbox from "yet-another-react-lightbox";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "./lightbox.css";
import type { ImageData } from "../../core/images/image-data.ts";
import { srcsetEntries } from "./srcset-entries.ts";
import { useDoubleTapZoom } from "./use-double-tap-zoom.ts";

export interface ProjectLightboxProps {
  images: (Pick<ImageData, "src" | "width" | "height" | "webpSrcset"> & { alt: string })[];
  index: number | null;
  title: string;
  onView: (index: number) => void;
  onClose: () => void;
}

const hidden = () => null;

/**
 * The full-screen white lightbox of a project's pictures, mounted by the grid's island
 * (`project-gallery.island.ts`) once the page is idle or a visitor first reaches for a picture,
 * so it adds nothing to the page's first load.
 */
export default function ProjectLightbox({
  images,
  index,
  title,
  onView,
  onClose,
}: ProjectLightboxProps) {
  const slides = useMemo(
    () =>
      images.map((image) => ({
        src: image.src,
        alt: image.alt,
        width: image.width,
        height: image.height,
        // WebP, not AVIF: one list must work in every browser that runs the lightbox.
        srcSet: srcsetEntries(image.webpSrcset, image),
      })),
    [images],
  );
  const single = slides.length < 2;
  // The lightbox starts at the address's picture and from then on the address follows it (each
  // picture viewed replaces it). It is handed the picture it last said it shows, not the
  // address: coming in late, under load, the address would pull it back to a picture it has
  // already left.
  const [shown, setShown] = useState(index);
  const doubleTap = useDoubleTapZoom();
  if ((index === null) !== (shown === null)) setShown(index);
  return (
    <Lightbox
      open={index !== null}
      index={shown ?? 0}
      close={onClose}
      slides={slides}
      plugins={[Zoom]}
      className="project-lightbox"
      carousel={{ finite: single, preload: 2 }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true, ...doubleTap.intervals }}
      on={{
        entering: doubleTap.forget,
        view: ({ index: viewed }) => {
          doubleTap.forget();
          setShown(viewed);
          onView(viewed);
        },
        zoom: doubleTap.forget,
      }}
      portal={{ container: { onPointerUpCapture: doubleTap.onPointerUpCapture } }}
      labels={{ Lightbox: `${title}: images`, Previous: "Previous image", Next: "Next image" }}
      render={single ? { buttonPrev: hidden, buttonNext: hidden } : undefined}
    />
  );
}
