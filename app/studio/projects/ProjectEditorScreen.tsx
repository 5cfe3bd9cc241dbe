import { type FormEvent, type ReactNode, type RefObject, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  type ProjectDeleted,
  type ProjectEditor,
  type ProjectFields,
  workFieldNames,
} from "../../../core/studio/content-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { removeButton } from "../shared/buttons.ts";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { ConflictNotice } from "../shared/ConflictNotice.tsx";
import { PictureUpload } from "../shared/PictureUpload.tsx";
import { SaveBar } from "../shared/SaveBar.tsx";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { SignedOutNotice } from "../shared/SignedOutNotice.tsx";
import { signInPath, studioApi } from "../shared/studio-client.ts";
import { useStudio } from "../shared/studio-context.ts";
import { discardingChanges } from "../shared/UnsavedChangesGuard.tsx";
import { uploadPicture } from "../shared/upload-picture.ts";
import { problemOf, useContentEditor } from "../shared/use-content-editor.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { ProjectFieldsForm } from "./ProjectFieldsForm.tsx";
import { ProjectPasswordSection } from "./ProjectPasswordSection.tsx";
import { ProjectPictures, pictureFieldNames } from "./ProjectPictures.tsx";
import {
  elementIdOfField,
  pictureNotes,
  withAddedPicture,
  withoutPicture,
  withReplacedPicture,
} from "./project-form-merge.ts";

type Readable = Extract<ProjectEditor, { readable: true }>;

/** The fields the form shows a problem beside. */
const shownFields = new Set([
  "title",
  "year",
  "category",
  "type",
  "videoUrl",
  "video",
  "poster",
  "medium",
  "dimensions",
  "visibility",
  ...workFieldNames,
  "layout.columns",
  "layout.bordered",
  "description",
]);
/** A picture's fields the form shows a problem beside, under the picture. */
const shownPictureField = new RegExp(`^images\\.\\d+\\.(${pictureFieldNames.join("|")})$`);

/** The way back to the list of projects, and the screen's heading, which takes the focus. */
/** What deleting a project takes out of the content, its pictures counted. */
function projectLeaving(pictures: number): string {
  if (pictures === 0) return "The project leaves the content.";
  if (pictures === 1) return "The project and its picture leave the content.";
  return `The project and its ${pictures} pictures leave the content.`;
}

function ProjectHeading({
  heading,
  children,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <>
      <p>
        <Link to="/studio/projects" className="underline underline-offset-4">
          All projects
        </Link>
      </p>
      <ScreenHeading id="project-heading" headingRef={heading} underLink breakWords>
        {children}
      </ScreenHeading>
    </>
  );
}

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

/**
 * Takes the focus to the field an address names (`?field=images.1.alt`, from a failed
 * publish's problem), after the heading took it as the screen opened.
 */
function useFieldFocus(images: ProjectFields["images"]): void {
  const [params] = useSearchParams();
  const field = params.get("field");
  // Only on arriving at an address: later edits of the list keep the focus where the artist is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: images are read once per address
  useEffect(() => {
    if (!field) return;
    const id = elementIdOfField(field, images);
    const focus = () => {
      const element = document.getElementById(id);
      element?.scrollIntoView({ block: "center" });
      element?.focus();
      return element !== null;
    };
    if (focus()) return;
    // Sortable lists draw their items a render after the screen, once their container is known.
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [field]);
}

function Editor({ loaded }: { loaded: Readable }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  useFieldFocus(loaded.fields.images);
  const navigate = useNavigate();
  const { announce } = useStudio();
  const content = useContentEditor<Readable, ProjectFields>(loaded, (editor) => editor.fields);
  const { editor, form, setForm, change } = content;
  const [deleting, setDeleting] = useState(false);
  const path = `/projects/${editor.id}`;
  const send = (method: string, to: string, json: unknown) =>
    studioApi<Readable>(to, { method, json });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await change(
      (version) => send("PUT", path, { version, fields: form }),
      (next) =>
        next.needed.length > 0
          ? `Saved. Before publishing: ${countedNoun(next.needed.length, "thing")} to do, shown next to the fields.`
          : "Saved.",
    );
  };

  const added = async (upload: string) =>
    (await change(
      (version) => send("POST", `${path}/images`, { version, upload }),
      (next) =>
        `Added ${next.fields.images.at(-1)?.file ?? "the picture"}. Write its alt text next.`,
      (next, current) => withAddedPicture(current, next.fields),
      { rethrow: true },
    )) ?? "";

  const savedIndex = (file: string) =>
    editor.fields.images.findIndex((image) => image.file === file);

  const actions = {
    async replace(file: string, picture: File, onProgress: (part: number) => void) {
      const upload = await uploadPicture(picture, (sent) => onProgress(sent / picture.size));
      const index = savedIndex(file);
      return (
        (await change(
          (version) => send("PUT", `${path}/images/${index}`, { version, upload }),
          (next) =>
            `Replaced ${file} with ${next.fields.images[index]?.file}. Check its alt text still describes it.`,
          (next, current) =>
            withReplacedPicture(current, file, next.fields.images[index]?.file ?? file),
          { rethrow: true },
        )) ?? ""
      );
    },
    async remove(file: string) {
      const index = savedIndex(file);
      await change(
        (version) => send("DELETE", `${path}/images/${index}`, { version }),
        () => `Removed ${file}; the file is kept in the Studio's trash.`,
        (_, current) => withoutPicture(current, file),
      );
    },
  };

  const deleteProject = async () => {
    setDeleting(false);
    try {
      const { kept } = await studioApi<ProjectDeleted>(path, {
        method: "DELETE",
        json: { version: editor.version },
      });
      await navigate("/studio/projects", { state: discardingChanges });
      const folder = kept.split(/[\\/]/).pop() ?? kept;
      announce(
        `Deleted ${form.title || editor.id}. Its files are kept in the Studio's trash on the server, in the folder ${folder}.`,
      );
    } catch (error) {
      if (error instanceof Response) await navigate(signInPath);
      else announce(`Not deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  // Problems of a refused save are about the list as it was sent; the file's, about the file.
  const listed = content.refused ? form.images : editor.fields.images;
  const notes = {
    problems: pictureNotes(content.problems, listed),
    needed: pictureNotes(content.needed, editor.fields.images),
  };
  // Problems of fields the form does not show are listed above it, with their field's name.
  const general = content.problems.filter(
    (problem) => !shownFields.has(problem.field) && !shownPictureField.test(problem.field),
  );
  const noImages = content.needed.find((problem) => problem.field === "images");
  const isPrivate = form.visibility === "private" || editor.fields.visibility === "private";

  return (
    <section aria-labelledby="project-heading">
      <ProjectHeading heading={heading}>{editor.fields.title || editor.id}</ProjectHeading>
      <p className="mt-1 text-sm text-muted">
        /project/{editor.id}
        {editor.unpublished && " · Unpublished changes"}
      </p>
      <ConflictNotice message={content.conflict} onReload={content.reload} />
      <SignedOutNotice signedOut={content.signedOut} />
      {general.map((problem) => (
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
        />
        <section aria-labelledby="pictures-heading" className="mt-8">
          <h2 id="pictures-heading" tabIndex={-1} className="font-serif text-2xl outline-none">
            Pictures
          </h2>
          {noImages && (
            <p className="mt-2 font-semibold text-accent">
              Needed before publishing: {noImages.message}
            </p>
          )}
          <div className="mt-3">
            <PictureUpload label="Add pictures" onUploaded={added} />
          </div>
          <ProjectPictures
            images={form.images}
            facts={editor.images}
            notes={notes}
            onChange={(images) => setForm((current) => ({ ...current, images }))}
            actions={actions}
          />
        </section>
        <SaveBar dirty={content.dirty} busy={content.busy} />
      </form>
      {/* Beside the form, not in it: the password is kept on the server, not in project.md. */}
      {(isPrivate || editor.passwordSetAt !== null) && (
        <ProjectPasswordSection
          key={editor.id}
          projectId={editor.id}
          title={form.title || editor.id}
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
      <section aria-labelledby="delete-heading" className="mt-10 border-t border-line pt-4">
        <h2 id="delete-heading" className="font-serif text-2xl">
          Delete this project
        </h2>
        <p className="mt-2 text-muted">
          Its folder leaves the content and is kept in the Studio's trash on the server. The site
          keeps showing it until you publish.
        </p>
        <button type="button" onClick={() => setDeleting(true)} className={`mt-3 ${removeButton}`}>
          Delete project
        </button>
      </section>
      <ConfirmDialog
        open={deleting}
        title={`Delete ${form.title || editor.id}?`}
        confirmLabel="Delete the project"
        onCancel={() => setDeleting(false)}
        onConfirm={deleteProject}
      >
        <p>
          {projectLeaving(editor.fields.images.length)} The files are kept in the Studio's trash on
          the server, so nothing is lost.
        </p>
      </ConfirmDialog>
    </section>
  );
}

/** One project: its fields, its pictures, saving, and deleting it. */
export function ProjectEditorScreen({ editor }: { editor: ProjectEditor }) {
  return editor.readable ? <Editor loaded={editor} /> : <Unreadable editor={editor} />;
}
