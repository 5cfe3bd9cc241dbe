import type { FormEvent, ReactNode } from "react";
import { EditorNotices, type SaveOutcome } from "../shared/EditorNotices.tsx";
import { SaveBar } from "../shared/SaveBar.tsx";
import { type SiteFilePage, sitePages } from "./SiteNav.tsx";
import { SitePage } from "./SitePage.tsx";

/**
 * A screen that edits one file of the site: the file named below the heading with whether it
 * has changes the site does not show yet, why the last save did not happen, what else is wrong
 * with the file (`problems`), then the form with its Save bar.
 */
export function SiteFileScreen({
  page,
  content,
  intro,
  problems,
  onSubmit,
  formClassName,
  children,
}: {
  page: SiteFilePage;
  content: SaveOutcome & { editor: { unpublished: boolean }; dirty: boolean; busy: boolean };
  intro?: string;
  problems?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's layout. */
  formClassName?: string;
  children: ReactNode;
}) {
  const { label, file } = sitePages[page];
  return (
    <SitePage
      headingId={`${page}-heading`}
      title={label}
      subtitle={
        <>
          {file}
          {content.editor.unpublished && " · Unpublished changes"}
        </>
      }
      intro={intro}
    >
      <EditorNotices content={content} />
      {problems}
      <form
        onSubmit={onSubmit}
        noValidate
        className={formClassName ? `mt-4 ${formClassName}` : "mt-4"}
      >
        {children}
        <SaveBar dirty={content.dirty} busy={content.busy} />
      </form>
    </SitePage>
  );
}
