import { Link } from "react-router";
import type { BuildProblem, ContentChange } from "../../../core/studio/publish-api.ts";
import { fieldInWords } from "../shared/field-in-words.ts";
import { changedFilesInWords, changeLabel } from "./change-words.ts";
import type { NeededByProject } from "./needed-before-publishing.ts";
import { problemLink, projectFieldLink } from "./problem-link.ts";

/** Whether a problem of the last build concerns this change. */
function concerns(change: ContentChange, problem: BuildProblem): boolean {
  if (change.projectId !== null) return problem.projectId === change.projectId;
  return problem.path !== null && change.files.some((file) => file.path === problem.path);
}

/** One thing a project's change is held up by, in the form's words, with a link to the field. */
interface HoldUp {
  /** What kind: a problem that stopped the last publish, or a thing to do before the next. */
  lead: string;
  field: string | null;
  text: string;
  link: string | undefined;
  /** The link's words, before the project's title. */
  action: string;
}

function HoldUpLine({ holdUp, title }: { holdUp: HoldUp; title: string }) {
  return (
    <li className="mt-1 border-l-4 border-accent pl-3 text-accent">
      <span className="font-semibold">{holdUp.lead}: </span>
      {holdUp.field !== null && `${fieldInWords(holdUp.field)}: `}
      {holdUp.text}
      {holdUp.link && (
        <>
          {" "}
          <Link
            to={holdUp.link}
            className="inline-block py-1 text-ink underline underline-offset-4"
          >
            {holdUp.action} {title}
          </Link>
        </>
      )}
    </li>
  );
}

function HoldUpList({
  label,
  holdUps,
  title,
}: {
  label: string;
  holdUps: HoldUp[];
  title: string;
}) {
  if (holdUps.length === 0) return null;
  return (
    <ul aria-label={label}>
      {holdUps.map((holdUp) => (
        <HoldUpLine key={`${holdUp.field}:${holdUp.text}`} holdUp={holdUp} title={title} />
      ))}
    </ul>
  );
}

/** What the last build said about this change, and what the Studio knows it still needs. */
function holdUpsOf(
  change: ContentChange,
  problems: BuildProblem[],
  needed: NeededByProject,
): { stopped: HoldUp[]; toDo: HoldUp[] } {
  const { projectId } = change;
  const stopped = problems
    .filter((problem) => concerns(change, problem))
    .map((problem) => ({
      lead: "Stopped the last publish",
      field: problem.field,
      text: problem.text,
      link: problemLink(problem),
      action: "Fix it in",
    }));
  // A thing still to do that stopped the last publish is said once, as what stopped it.
  const toDo =
    projectId === null
      ? []
      : (needed[projectId] ?? [])
          .filter((item) => !stopped.some((problem) => problem.field === (item.field || null)))
          .map((item) => ({
            lead: "Needed before publishing",
            field: item.field || null,
            text: item.message,
            link: projectFieldLink(projectId, item.field),
            action: "Do it in",
          }));
  return { stopped, toDo };
}

/**
 * The content's changes since the last publish, one per project or part of the site, each with
 * the files concerned and, after a failed build, the problems that stopped it right beside it.
 */
export function ChangeList({
  changes,
  problems,
  needed,
}: {
  changes: ContentChange[];
  problems: BuildProblem[];
  /** The things each project still needs, which would stop a build: said before it starts. */
  needed: NeededByProject;
}) {
  return (
    <ul className="mt-3 border-t border-line">
      {changes.map((change) => {
        const { stopped, toDo } = holdUpsOf(change, problems, needed);
        return (
          <li
            key={change.projectId ?? change.subject}
            className="border-b border-line py-3"
            data-testid="change"
          >
            <p>
              <span className="text-muted">{changeLabel(change)}: </span>
              <span className="font-semibold">{change.title}</span>
            </p>
            <p className="text-sm text-muted break-words">{changedFilesInWords(change)}</p>
            <HoldUpList
              label={`To do in ${change.title} before publishing`}
              holdUps={toDo}
              title={change.title}
            />
            <HoldUpList
              label={`Problems in ${change.title}`}
              holdUps={stopped}
              title={change.title}
            />
          </li>
        );
      })}
    </ul>
  );
}
