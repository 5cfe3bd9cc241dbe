import { useLayoutEffect, useRef, useState } from "react";

type PreviewState = "preparing" | "shown" | "failed";

const stateWords: Record<Exclude<PreviewState, "shown">, string> = {
  preparing: "Preparing the preview…",
  failed: "No preview",
};

/**
 * A content picture's small preview on the Studio's screens, in a box of the given size. The
 * server makes a new upload's preview on its first request, which takes seconds for a large
 * photograph: until it shows, the box says so rather than staying blank. The picture is
 * decorative here (its file name and alt text are beside it), and so is what the box says.
 */
export function PicturePreview({
  src,
  boxClassName,
  fit,
}: {
  src: string;
  /** The box's size, kept while the preview is prepared. */
  boxClassName: string;
  fit: "cover" | "contain";
}) {
  const [seen, setSeen] = useState<{ src: string; state: PreviewState }>({
    src,
    state: "preparing",
  });
  // Another picture in the same place is prepared anew.
  const state = seen.src === src ? seen.state : "preparing";
  const setState = (next: PreviewState) => setSeen({ src, state: next });
  const image = useRef<HTMLImageElement>(null);
  // A preview already in the browser's cache may be complete before React listens for its load.
  useLayoutEffect(() => {
    const loaded = image.current;
    if (loaded?.complete && loaded.naturalWidth > 0) setSeen({ src, state: "shown" });
  }, [src]);
  return (
    <div className={`relative shrink-0 bg-line ${boxClassName}`}>
      {state !== "shown" && (
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center p-2 text-center text-xs"
        >
          {stateWords[state]}
        </span>
      )}
      <img
        src={src}
        alt=""
        loading="lazy"
        ref={image}
        onLoad={() => setState("shown")}
        onError={() => setState("failed")}
        className={`relative h-full w-full ${fit === "cover" ? "object-cover" : "object-contain"} ${state === "shown" ? "" : "invisible"}`}
      />
    </div>
  );
}
