import { type RefObject, useEffect, useState } from "react";

export interface NearViewOptions {
  /** Near from the start: the element is among the first things a visitor sees. */
  initially: boolean;
  /** The scrolling box the element moves in, when it is not the page itself. */
  root?: RefObject<Element | null>;
  /** How far beyond what is shown counts as near, as a CSS margin ("0px 100%"). */
  margin: string;
}

/**
 * Whether an element is near what the visitor sees, so that a long list renders the pictures
 * of its items only as they come near, whatever its length. False at first (unless near
 * `initially`) in the prerendered page and in the app's first render alike, so the two agree
 * and hydrating costs nothing per far item; true once the element comes within `margin` of
 * the view, and then for good.
 */
export function useNearView(ref: RefObject<Element | null>, options: NearViewOptions): boolean {
  const { initially, root, margin } = options;
  const [near, setNear] = useState(initially);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, root, margin]);

  return near;
}
