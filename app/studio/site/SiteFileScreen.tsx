import type { ReactNode } from "react";
import { EditorNotices, type SaveOutcome } from "../shared/EditorNotices.tsx";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { SiteNav } from "./SiteNav.tsx";

/**
 * A screen that edits one file of the site: the links between the site's screens, the heading,
 * which takes the focus as the screen opens, the file with whether it has changes the site does
 * not show yet, what the screen is for, why the last save did not happen, then the form.
 */
export function SiteFileScreen({
  headingId,
  title,
  file,
  content,
  intro,
  children,
}: {
  /** The heading's id, which the screen's section is labelled by. */
  headingId: string;
  title: string;
  /** The file as the artist finds it, e.g. content/about.md. */
  file: string;
  content: SaveOutcome & { editor: { unpublished: boolean } };
  intro?: ReactNode;
  children: ReactNode;
}) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby={headingId}>
      <SiteNav />
      <ScreenHeading id={headingId} headingRef={heading}>
        {title}
      </ScreenHeading>
      <p className="mt-1 text-sm text-muted">
        {file}
        {content.editor.unpublished && " · Unpublished changes"}
      </p>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <EditorNotices content={content} />
      {children}
    </section>
  );
}
