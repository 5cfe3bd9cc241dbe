import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";
import { createNearSignal, type NearSignal } from "./near-signal.ts";

export interface NearSignalOptions {
  /** Near from the start: the element is among the first things a visitor sees. */
  initially: boolean;
  /** The scrolling box the element moves in, when it is not the page itself. */
  root?: RefObject<Element | null>;
  /** How far beyond what is shown counts as near, as a CSS margin ("0px 100%"). */
  margin: string;
}

/**
 * Whether an element is near what the visitor sees, as a signal, so that a long list renders
 * the pictures of its items only as they come near, whatever its length. Not near at first
 * (unless near `initially`); near once the element comes within `margin` of the view, and then
 * for good. Read it with `useIsNear`.
 */
export function useNearSignal(
  ref: RefObject<Element | null>,
  options: NearSignalOptions,
): NearSignal {
  const { initially, root, margin } = options;
  const [signal] = useState(() => createNearSignal(initially));

  useEffect(() => {
    const element = ref.current;
    if (signal.isNear() || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        signal.open();
      },
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [signal, ref, root, margin]);

  return signal;
}

/**
 * Whether the signal's element is near. The prerendered page and the app's first render both
 * read it as it was at the start, so that the two agree and hydrating costs nothing per far item.
 */
export function useIsNear(signal: NearSignal): boolean {
  return useSyncExternalStore(signal.subscribe, signal.isNear, () => signal.initially);
}
