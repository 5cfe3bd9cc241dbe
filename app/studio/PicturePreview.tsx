import { useState } from "react";

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
  // The same state again changes nothing: the ref below is told of the image at every render.
  const setState = (next: PreviewState) =>
    setSeen((current) =>
      current.src === src && current.state === next ? current : { src, state: next },
    );
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
        // A preview already in the browser's cache may be complete before React listens.
        ref={(img) => {
          if (img?.complete && img.naturalWidth > 0) setState("shown");
        }}
        onLoad={() => setState("shown")}
        onError={() => setState("failed")}
        data-preview-state={state}
        className={`relative h-full w-full ${fit === "cover" ? "object-cover" : "object-contain"} ${state === "shown" ? "" : "invisible"}`}
      />
    </div>
  );
}
