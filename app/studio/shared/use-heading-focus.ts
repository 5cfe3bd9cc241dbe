import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Moves focus to a screen's heading when the screen opens (on every change of address), as a
 * new page would: screen readers start reading there, and the next Tab starts from there. An
 * action on the screen keeps the address, and the focus stays where it was.
 */
export function useHeadingFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  useEffect(() => {
    if (address) ref.current?.focus();
  }, [address]);
  return ref;
}
