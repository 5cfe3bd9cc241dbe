import type { ReactNode, RefObject } from "react";

/**
 * A Studio screen's heading. The screen focuses it as it opens (`useHeadingFocus`), as a new
 * page would be read from its top, and again where a pressed button went with what it did.
 */
export function ScreenHeading({
  id,
  headingRef,
  underLink = false,
  breakWords = false,
  children,
}: {
  /** What the screen's section is labelled by. */
  id?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** A link back to the list stands above it. */
  underLink?: boolean;
  /** The heading is a title someone wrote, which may be one long word. */
  breakWords?: boolean;
  children: ReactNode;
}) {
  const className = [
    underLink ? "mt-2" : "",
    "font-serif text-3xl",
    breakWords ? "break-words" : "",
    "outline-none",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <h1 id={id} ref={headingRef} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
