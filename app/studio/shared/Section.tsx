import type { ReactNode } from "react";

/**
 * A part of a Studio screen, named by its heading: the section is labelled by the heading's
 * id, so that screen readers list it by that name among the page's regions.
 */
export function Section({
  headingId,
  title,
  className,
  headingClassName = "font-serif text-2xl",
  children,
}: {
  headingId: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
