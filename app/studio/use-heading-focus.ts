import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Moves focus to a screen's heading when the screen opens (on every change of address), as a
 * new page would: screen readers start reading there, and the next Tab starts from there.
 */
export function useHeadingFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}
