import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  everyProject,
  type FieldProblem,
  type ProjectList,
  type ProjectSummary,
} from "../../../core/studio/content-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";
import { plainButton } from "../shared/buttons.ts";
import { fieldId, TextField } from "../shared/FormField.tsx";
import { fieldInWords } from "../shared/field-in-words.ts";
import { liveWindowMark } from "../shared/live-time-words.ts";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { Section } from "../shared/Section.tsx";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { StudioApiError, signInPath, studioApi } from "../shared/studio-client.ts";
import { useStudio } from "../shared/studio-context.ts";
import { problemOf } from "../shared/use-content-editor.ts";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { addressFromTitle } from "./project-address.ts";

function Marks({ project }: { project: ProjectSummary }) {
  const marks: { text: string; strong: boolean }[] = [];
  if (project.draft) marks.push({ text: "Draft", strong: false });
  const window = liveWindowMark(project.liveFrom, project.liveUntil);
  if (window) marks.push({ text: window, strong: false });
  if (project.problems.length > 0) {
    const first = project.problems[0];
    marks.push({
      text: `Problem: ${first?.field ? `${fieldInWords(first.field)}: ` : ""}${first?.message ?? ""}`,
      strong: true,
    });
  }
  if (project.needed.length > 0) {
    marks.push({
      text: `${countedNoun(project.needed.length, "thing")} to do before ${project.draft ? "it is ready" : "publishing"}`,
      strong: true,
    });
  }
  // A draft is never on the site: that it differs from it says nothing more.
  if (project.unpublished && !project.draft)
    marks.push({ text: "Unpublished changes", strong: false });
  if (marks.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {marks.map((mark) => (
        <li
          key={mark.text}
          className={mark.strong ? "font-semibold text-accent" : "border border-ink px-1.5"}
        >
          {mark.text}
        </li>
      ))}
    </ul>
  );
}

function ProjectItem({ project }: { project: ProjectSummary }) {
  const count = countedNoun(project.imageCount, "picture");
  return (
    // The whole row opens the project: its link covers it (a picture or a line tapped on a phone).
    <li className="relative flex gap-3 border-b border-line py-3">
      <div className="h-16 w-16 shrink-0 bg-line">
        {project.thumbnail && (
          <img src={project.thumbnail} alt="" className="h-16 w-16 object-cover" loading="lazy" />
        )}
      </div>
      <div className="min-w-0">
        <Link
          to={`/studio/projects/${project.id}`}
          className="font-semibold break-words underline-offset-4 after:absolute after:inset-0 hover:underline"
        >
          {project.title}
        </Link>
        <p className="text-sm text-muted">{[project.year, count].filter(Boolean).join(" · ")}</p>
        <Marks project={project} />
      </div>
    </li>
  );
}

/** The project already called `title`, whatever its case and spaces. */
function sameTitle(projects: readonly ProjectSummary[], title: string): ProjectSummary | undefined {
  const wanted = title.trim().toLowerCase();
  if (wanted === "") return undefined;
  return projects.find((project) => project.title.trim().toLowerCase() === wanted);
}

function NewProjectForm({ projects }: { projects: readonly ProjectSummary[] }) {
  const navigate = useNavigate();
  const { announce } = useStudio();
  const [title, setTitle] = useState("");
  const [address, setAddress] = useState("");
  // The address follows the title until the artist writes one of their own.
  const [ownAddress, setOwnAddress] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const id = ownAddress ? address : addressFromTitle(title);
  const namesake = sameTitle(projects, title);
  // A problem said of a field stays only until the field is changed.
  const forget = (field: string) =>
    setProblems((current) => current.filter((problem) => problem.field !== field));

  // Opened by the New project button: the title is what to write first.
  useEffect(() => {
    document.getElementById(fieldId("new-project", "title"))?.focus();
  }, []);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await studioApi("/projects", { method: "POST", json: { title, id } });
      announce(`Made the project ${title.trim()}. Add its pictures next.`);
      await navigate(`/studio/projects/${id}`);
    } catch (error) {
      if (error instanceof Response) {
        await navigate(signInPath);
      } else if (error instanceof StudioApiError && error.problems) {
        setProblems(error.problems);
        announce(error.message);
        const first = error.problems[0]?.field;
        if (first) document.getElementById(fieldId("new-project", first))?.focus();
      } else {
        announce(`Not done: ${error instanceof Error ? error.message : String(error)}`);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={create} className="mt-4 flex flex-col gap-3 border border-line p-4" noValidate>
      <h2 className="font-serif text-2xl">New project</h2>
      <TextField
        id={fieldId("new-project", "title")}
        label="Title"
        hint={
          namesake &&
          `Another project is called ${namesake.title} already (at /project/${namesake.id}): this one would be a second of that name.`
        }
        value={title}
        onChange={(value) => {
          setTitle(value);
          forget("title");
          // The address made from the title changes with it.
          if (!ownAddress) forget("id");
        }}
        problem={problemOf(problems, "title")}
      />
      <TextField
        id={fieldId("new-project", "id")}
        label="Address"
        hint={
          <>
            {id
              ? `The project's page will be at /project/${id}.`
              : "The project's page address, made from its title."}{" "}
            Lower-case words joined by hyphens; it cannot be changed later from the Studio.
          </>
        }
        value={id}
        onChange={(value) => {
          setOwnAddress(true);
          setAddress(value);
          forget("id");
        }}
        problem={problemOf(problems, "id")}
      />
      <div>
        <SubmitButton busy={busy} label="Make the project" busyLabel="Making it…" />
      </div>
    </form>
  );
}

/** Every project by category, in the Portfolio's order, and a new one. */
export function ProjectsScreen({ list }: { list: ProjectList }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const [adding, setAdding] = useState(false);
  const groups = [
    ...list.groups,
    ...(list.unsorted.length > 0
      ? [{ category: { slug: "", name: "Not in a category" }, projects: list.unsorted }]
      : []),
  ];
  return (
    <section aria-labelledby="projects-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <ScreenHeading id="projects-heading" headingRef={heading}>
          Projects
        </ScreenHeading>
        <button
          type="button"
          aria-expanded={adding}
          onClick={() => setAdding(!adding)}
          className={plainButton}
        >
          New project
        </button>
      </div>
      <p className="mt-2 text-muted">
        In the order of the Portfolio page: by category, newest first. Changes reach the site when
        you publish.
      </p>
      {adding && <NewProjectForm projects={everyProject(list)} />}
      {groups.map(({ category, projects }) => (
        <Section
          key={category.slug || "unsorted"}
          headingId={`category-${category.slug}`}
          title={category.name}
          className="mt-6"
        >
          {projects.length === 0 ? (
            <p className="mt-2 text-muted">No projects yet.</p>
          ) : (
            <ul className="mt-2 border-t border-line">
              {projects.map((project) => (
                <ProjectItem key={project.id} project={project} />
              ))}
            </ul>
          )}
        </Section>
      ))}
    </section>
  );
}
