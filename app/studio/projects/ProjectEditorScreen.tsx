import type { ProjectEditor, ProjectFields } from "../../../core/studio/content-api.ts";
import { EditorNotices } from "../shared/EditorNotices.tsx";
import { notesByFile } from "../shared/notes-by-file.ts";
import { SaveBar } from "../shared/SaveBar.tsx";
import { problemOf, useContentEditor } from "../shared/use-content-editor.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { DeleteProject } from "./DeleteProject.tsx";
import { PicturesSection } from "./PicturesSection.tsx";
import { ProjectFieldsForm } from "./ProjectFieldsForm.tsx";
import { ProjectHeading } from "./ProjectHeading.tsx";
import { ProjectPasswordSection } from "./ProjectPasswordSection.tsx";
import { ProjectPictures } from "./ProjectPictures.tsx";
import { problemsAboveTheForm } from "./shown-fields.ts";
import { useFieldFocus } from "./use-field-focus.ts";
import { useProjectChanges } from "./use-project-changes.ts";

type Readable = Extract<ProjectEditor, { readable: true }>;

function Unreadable({ editor }: { editor: Extract<ProjectEditor, { readable: false }> }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="project-heading">
      <ProjectHeading heading={heading}>{editor.id}</ProjectHeading>
      <p className="mt-4 font-semibold text-accent">Problem: {editor.problem}</p>
      <p className="mt-2">
        The Studio shows this project again once content/projects/{editor.id}/project.md can be
        read. Fix it by hand, then reload this page.
      </p>
    </section>
  );
}

function Editor({ loaded }: { loaded: Readable }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  useFieldFocus(loaded.fields.images);
  const content = useContentEditor<Readable, ProjectFields>(loaded, (editor) => editor.fields);
  const { editor, form, setForm } = content;
  const { save, added, actions } = useProjectChanges(content);
  // Problems of a refused save are about the list as it was sent; the file's, about the file.
  const listed = content.refused ? form.images : editor.fields.images;
  const notes = {
    problems: notesByFile(content.problems, "images", listed),
    needed: notesByFile(content.needed, "images", editor.fields.images),
  };
  const isPrivate = form.visibility === "private" || editor.fields.visibility === "private";
  const title = form.title || editor.id;

  return (
    <section aria-labelledby="project-heading">
      <ProjectHeading heading={heading}>{editor.fields.title || editor.id}</ProjectHeading>
      <p className="mt-1 text-sm text-muted">
        /project/{editor.id}
        {editor.unpublished && " · Unpublished changes"}
      </p>
      <EditorNotices content={content} />
      {problemsAboveTheForm(content.problems).map((problem) => (
        <p key={`${problem.field} ${problem.message}`} className="mt-3 font-semibold text-accent">
          Problem: {problem.field ? `${problem.field}: ` : ""}
          {problem.message}
        </p>
      ))}
      <form onSubmit={save} noValidate className="mt-4">
        <ProjectFieldsForm
          form={form}
          onChange={(fields) => setForm((current) => ({ ...current, ...fields }))}
          problems={content.problems}
          needed={content.needed}
          categories={editor.categories}
          videoFiles={editor.videoFiles}
          timeZone={editor.timeZone}
        />
        <PicturesSection noImages={problemOf(content.needed, "images")} onUploaded={added}>
          <ProjectPictures
            images={form.images}
            facts={editor.images}
            notes={notes}
            onChange={(images) => setForm((current) => ({ ...current, images }))}
            actions={actions}
          />
        </PicturesSection>
        <SaveBar dirty={content.dirty} busy={content.busy} />
      </form>
      {/* Beside the form, not in it: the password is kept on the server, not in project.md. */}
      {(isPrivate || editor.passwordSetAt !== null) && (
        <ProjectPasswordSection
          key={editor.id}
          projectId={editor.id}
          title={title}
          isPrivate={isPrivate}
          setAt={editor.passwordSetAt}
          needed={problemOf(content.needed, "password")}
          onChanged={(next) =>
            content.update((current) => ({
              ...current,
              passwordSetAt: next.passwordSetAt,
              needed: next.needed,
            }))
          }
        />
      )}
      <DeleteProject
        projectId={editor.id}
        version={editor.version}
        title={title}
        pictures={editor.fields.images.length}
      />
    </section>
  );
}

/** One project: its fields, its pictures, saving, and deleting it. */
export function ProjectEditorScreen({ editor }: { editor: ProjectEditor }) {
  return editor.readable ? <Editor loaded={editor} /> : <Unreadable editor={editor} />;
}
