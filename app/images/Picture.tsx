import { type CSSProperties, use, useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { focalPointText } from "../../core/images/focal-point.ts";
import type { ImageData, ResolvedImage } from "../../core/images/image-data.ts";
import { islandMarker } from "../islands/island-registry.ts";
import { ReactRunsHere } from "../islands/react-runs-here.ts";
import { failedText, standInClass, standInTextClass } from "./stand-in.ts";

type Status = "loading" | "loaded" | "failed";

export interface PictureProps {
  image: ResolvedImage;
  /** How wide the picture is shown, as the `sizes` attribute: "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /**
   * The first thing a visitor sees (the page's largest image above the fold): it loads at once,
   * with high priority, instead of when it nears the viewport.
   */
  priority?: boolean;
  /**
   * Fill the parent, which sets the size, instead of taking the picture's own proportions:
   * "cover" crops (backgrounds), "contain" shows it whole (lightbox).
   */
  fit?: "cover" | "contain";
  /** Classes for the outer box, e.g. a maximum width or the parent's grid placement. */
  className?: string;
  /**
   * Not near the view yet: the picture's box in its colour, with nothing to load. Long lists
   * show their far pictures so until they come near (`useNearSignal`).
   */
  deferred?: boolean;
}

function boxClass(fit: PictureProps["fit"], className: string | undefined): string {
  return ["relative overflow-hidden", fit ? "h-full w-full" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
}

interface StandInProps {
  text: string;
  status: "coming-soon" | "failed";
  className: string;
  style: CSSProperties | undefined;
}

/** What a picture of work not photographed yet shows instead. */
export const comingSoonText = "Coming Soon";

function StandIn({ text, status, className, style }: StandInProps) {
  return (
    <div className={`${className} ${standInClass}`} style={style} data-image-status={status}>
      <span className={standInTextClass}>{text}</span>
    </div>
  );
}

/**
 * The one way the site shows a content image: AVIF and WebP at several widths with the
 * original format as the fallback, a pulsing placeholder while it loads, "Failed to load image"
 * when it cannot, and "Coming Soon" for work not photographed yet. The prerendered HTML already
 * shows the picture at its final size: the picture paints over the placeholder without any
 * script, and on hydration the component reads whether the picture had already loaded or failed.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  fit,
  className,
  deferred = false,
}: PictureProps) {
  const box = boxClass(fit, className);
  if (image.kind === "coming-soon") {
    return (
      <StandIn
        text={comingSoonText}
        status="coming-soon"
        className={box}
        style={fit ? undefined : { aspectRatio: "4 / 3" }}
      />
    );
  }
  // A picture that is not the first thing seen renders (and so loads) only when it nears the
  // view: the browser's own lazy loading starts far ahead (1250 to 2500 px), and on a slow
  // connection the pictures below the fold would share it with the page's scripts. The box
  // keeps its size (its width and aspect ratio), so nothing moves when it renders.
  const nearOnly = priority || deferred ? box : `${box} [content-visibility:auto]`;
  return <PictureBox {...{ image, sizes, priority, fit, deferred }} box={nearOnly} />;
}

type ShownPicture = Extract<ResolvedImage, { kind: "picture" }>;

/**
 * Where a cropped picture sits in its box: its subject kept in frame, when the content names
 * one. Nothing otherwise, so a picture without one adds no bytes to the page.
 */
function cropPosition(image: ShownPicture, fit: PictureProps["fit"]): CSSProperties | undefined {
  if (!image.focus || fit === "contain") return undefined;
  return { objectPosition: focalPointText(image.focus) };
}

interface PictureBoxProps {
  image: ShownPicture;
  sizes: string;
  priority: boolean;
  fit: PictureProps["fit"];
  box: string;
  deferred: boolean;
}

/**
 * Where a picture's loading stands, for its current source: a new source (the lightbox's next
 * image) starts loading. A picture that loaded or failed before hydration fired its event before
 * React listened, and is read from the element; a lazy picture not yet requested has no current
 * source and is still to come.
 */
function usePictureStatus(src: string) {
  const ref = useRef<HTMLImageElement>(null);
  const [settled, setSettled] = useState<{ src: string; status: Status }>({
    src,
    status: "loading",
  });
  const status: Status = settled.src === src ? settled.status : "loading";
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.currentSrc !== "") {
      setSettled({ src, status: img.naturalWidth > 0 ? "loaded" : "failed" });
    }
  }, [src]);
  const settle = (next: "loaded" | "failed") => setSettled({ src, status: next });
  return { ref, status, settle };
}

/** While the picture loads: its colour, pulsing, under its blurred miniature. */
function LoadingSkeleton({ image }: { image: ImageData }) {
  return (
    <span
      aria-hidden="true"
      data-image-skeleton=""
      className="absolute inset-0 animate-pulse"
      style={{ backgroundColor: image.color }}
    >
      <span
        className="absolute inset-0 scale-110 bg-cover bg-center blur-lg"
        style={{ backgroundImage: `url("${image.blurDataUri}")` }}
      />
    </span>
  );
}

/** Without scripts nothing comes near: the browser shows the picture itself. */
function NoscriptPicture({ image }: { image: ShownPicture }) {
  return (
    <noscript>
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="block h-full w-full object-cover"
        style={cropPosition(image, "cover")}
      />
    </noscript>
  );
}

/**
 * The picture's box, first deferred (its colour, named as the picture will be), then with the
 * picture. The box stays the same element as the picture comes: a tap that began on the
 * deferred box as the visitor scrolled to it ends on the same element, and still clicks.
 */
function PictureBox({ image, sizes, priority, fit, box, deferred }: PictureBoxProps) {
  const { src, width, height, alt } = image;
  const { ref, status, settle } = usePictureStatus(src);
  // Outside React, the picture's island follows its loading (`picture.island.ts`).
  const island = use(ReactRunsHere) ? undefined : islandMarker("picture");

  if (priority && !deferred) {
    preload(src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avifSrcset,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }

  const ratio = fit ? undefined : { aspectRatio: `${width} / ${height}` };
  if (deferred) {
    return (
      <div
        className={box}
        style={{ ...ratio, backgroundColor: image.color }}
        // Named as the picture will be, so a list reads the same before and after.
        role="img"
        aria-label={alt}
        data-image-status="deferred"
      >
        <NoscriptPicture image={image} />
        {island && (
          // The picture, for the list item's island to put in place when it comes near.
          <template data-near-picture="">
            <PictureBox {...{ image, sizes, priority, fit, box }} deferred={false} />
          </template>
        )}
      </div>
    );
  }
  if (status === "failed") {
    return <StandIn text={failedText} status="failed" className={box} style={ratio} />;
  }

  return (
    <div className={box} style={ratio} data-image-status={status} {...island}>
      {status === "loading" && <LoadingSkeleton image={image} />}
      <picture>
        <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
        <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />
        <img
          ref={ref}
          src={src}
          width={width}
          height={height}
          alt={alt}
          decoding="async"
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          onLoad={() => settle("loaded")}
          onError={() => settle("failed")}
          style={cropPosition(image, fit)}
          className={`relative block h-full w-full ${fit === "contain" ? "object-contain" : "object-cover"}`}
        />
      </picture>
    </div>
  );
}
