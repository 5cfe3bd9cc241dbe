import { type PointerEvent, useCallback, useState } from "react";

/** The zoom plugin's intervals for a second tap or click to zoom in, in its `zoom` option. */
interface DoubleTapIntervals {
  doubleTapDelay?: number;
  doubleClickDelay?: number;
}

/** What the lightbox wires into the plugin so that a double tap needs a first tap. */
export interface DoubleTapZoom {
  /** Spread into the `zoom` option. */
  intervals: DoubleTapIntervals;
  /**
   * On the lightbox's container: the end of a tap on the picture, which the next one may double.
   * Not its start: the plugin must still see that press with the intervals at zero, and React
   * renders between the capturing and the bubbling of one event.
   */
  onPointerUpCapture: (event: PointerEvent) => void;
  /** When the picture changes or zooms: the plugin forgets its last tap then. */
  forget: () => void;
}

/** Intervals of zero: no tap counts as the second of a double tap. */
const noDoubleTap: DoubleTapIntervals = { doubleTapDelay: 0, doubleClickDelay: 0 };
/** The plugin's own intervals. */
const pluginIntervals: DoubleTapIntervals = {};

const onCurrentPicture = (target: EventTarget): boolean =>
  target instanceof Element && target.closest(".yarl__slide_current") !== null;

/**
 * Double tap to zoom, only as a second tap. Before its first tap on a picture the plugin times a
 * tap against the page's time origin, so a swipe begun in a page's first half second would count
 * as a double tap and zoom in instead of moving on. Until the picture has had a tap, its
 * double-tap intervals are zero; the tap itself is recorded all the same.
 */
export function useDoubleTapZoom(): DoubleTapZoom {
  const [tapped, setTapped] = useState(false);
  const onPointerUpCapture = useCallback((event: PointerEvent) => {
    if (onCurrentPicture(event.target)) setTapped(true);
  }, []);
  const forget = useCallback(() => setTapped(false), []);
  return { intervals: tapped ? pluginIntervals : noDoubleTap, onPointerUpCapture, forget };
}
