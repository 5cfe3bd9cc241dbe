import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { SiteNav } from "./SiteNav.tsx";

/**
 * The top of a screen that edits one file of the site: the links between the site's screens,
 * the heading, which takes the focus as the screen opens, and the file with whether it has
 * changes the site does not show yet.
 */
export function SitePageHeading({
  id,
  title,
  file,
  unpublished,
}: {
  /** The heading's id, which the screen's section is labelled by. */
  id: string;
  title: string;
  /** The file as the artist finds it, e.g. content/about.md. */
  file: string;
  unpublished: boolean;
}) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <>
      <SiteNav />
      <ScreenHeading id={id} headingRef={heading}>
        {title}
      </ScreenHeading>
      <p className="mt-1 text-sm text-muted">
        {file}
        {unpublished && " · Unpublished changes"}
      </p>
    </>
  );
}
