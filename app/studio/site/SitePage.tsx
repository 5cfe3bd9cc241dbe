import type { ReactNode } from "react";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { SiteNav } from "./SiteNav.tsx";

/**
 * A screen of the site's part of the Studio: the links between its screens, the heading, which
 * takes the focus as the screen opens, a line below it, and what the screen is for.
 */
export function SitePage({
  headingId,
  title,
  subtitle,
  intro,
  children,
}: {
  /** The heading's id, which the screen's section is labelled by. */
  headingId: string;
  title: string;
  subtitle?: ReactNode;
  intro?: string;
  children: ReactNode;
}) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby={headingId}>
      <SiteNav />
      <ScreenHeading id={headingId} headingRef={heading}>
        {title}
      </ScreenHeading>
      {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      {children}
    </section>
  );
}
