import { useState } from "react";
import { useNavigate } from "react-router";
import type { ProjectDeleted } from "../../../core/studio/content-api.ts";
import { removeButton } from "../shared/buttons.ts";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { Section } from "../shared/Section.tsx";
import { signInPath, studioApi } from "../shared/studio-client.ts";
import { useStudio } from "../shared/studio-context.ts";
import { discardingChanges } from "../shared/UnsavedChangesGuard.tsx";

/** What deleting a project takes out of the content, its pictures counted. */
function projectLeaving(pictures: number): string {
  if (pictures === 0) return "The project leaves the content.";
  if (pictures === 1) return "The project and its picture leave the content.";
  return `The project and its ${pictures} pictures leave the content.`;
}

/**
 * Deleting the project, after a question: its folder goes to the Studio's trash on the server,
 * and the screen to the list of projects, leaving any unsaved changes.
 */
export function DeleteProject({
  projectId,
  version,
  title,
  pictures,
}: {
  projectId: string;
  /** The version of project.md the screen shows. */
  version: string;
  /** The project's title as the artist reads it. */
  title: string;
  pictures: number;
}) {
  const navigate = useNavigate();
  const { announce } = useStudio();
  const [deleting, setDeleting] = useState(false);

  const deleteProject = async () => {
    setDeleting(false);
    try {
      const { kept } = await studioApi<ProjectDeleted>(`/projects/${projectId}`, {
        method: "DELETE",
        json: { version },
      });
      await navigate("/studio/projects", { state: discardingChanges });
      const folder = kept.split(/[\\/]/).pop() ?? kept;
      announce(
        `Deleted ${title}. Its files are kept in the Studio's trash on the server, in the folder ${folder}.`,
      );
    } catch (error) {
      if (error instanceof Response) await navigate(signInPath);
      else announce(`Not deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <>
      <Section
        headingId="delete-heading"
        title="Delete this project"
        className="mt-10 border-t border-line pt-4"
      >
        <p className="mt-2 text-muted">
          Its folder leaves the content and is kept in the Studio's trash on the server. The site
          keeps showing it until you publish.
        </p>
        <button type="button" onClick={() => setDeleting(true)} className={`mt-3 ${removeButton}`}>
          Delete project
        </button>
      </Section>
      <ConfirmDialog
        open={deleting}
        title={`Delete ${title}?`}
        confirmLabel="Delete the project"
        onCancel={() => setDeleting(false)}
        onConfirm={deleteProject}
      >
        <p>
          {projectLeaving(pictures)} The files are kept in the Studio's trash on the server, so
          nothing is lost.
        </p>
      </ConfirmDialog>
    </>
  );
}
