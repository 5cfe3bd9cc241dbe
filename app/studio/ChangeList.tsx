import { Link } from "react-router";
import { changedFilesInWords, changeLabel } from "./change-words.ts";
import type { FieldProblem } from "./content-api.ts";
import { fieldInWords } from "./field-in-words.ts";
import type { NeededByProject } from "./needed-before-publishing.ts";
import { problemLink } from "./problem-link.ts";
import type { BuildProblem, ContentChange } from "./publish-api.ts";

/** Whether a problem of the last build concerns this change. */
function concerns(change: ContentChange, problem: BuildProblem): boolean {
  if (change.projectId !== null) return problem.projectId === change.projectId;
  return problem.path !== null && change.files.some((file) => file.path === problem.path);
}

function Problem({ change, problem }: { change: ContentChange; problem: BuildProblem }) {
  const link = problemLink(problem);
  return (
    <li className="mt-1 border-l-4 border-accent pl-3 text-accent">
      <span className="font-semibold">Stopped the last publish: </span>
      {problem.field !== null && `${fieldInWords(problem.field)}: `}
      {problem.text}
      {link && (
        <>
          {" "}
          <Link to={link} className="inline-block py-1 text-ink underline underline-offset-4">
            Fix it in {change.title}
          </Link>
        </>
      )}
    </li>
  );
}

/** A thing the project needs before publishing, with a link to the field in its screen. */
function Needed({
  projectId,
  title,
  item,
}: {
  projectId: string;
  title: string;
  item: FieldProblem;
}) {
  const link = `/studio/projects/${encodeURIComponent(projectId)}?field=${encodeURIComponent(item.field)}`;
  return (
    <li className="mt-1 border-l-4 border-accent pl-3 text-accent">
      <span className="font-semibold">Needed before publishing: </span>
      {item.field && `${fieldInWords(item.field)}: `}
      {item.message}{" "}
      <Link to={link} className="inline-block py-1 text-ink underline underline-offset-4">
        Do it in {title}
      </Link>
    </li>
  );
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
        const own = problems.filter((problem) => concerns(change, problem));
        const { projectId } = change;
        const toDo = projectId === null ? [] : (needed[projectId] ?? []);
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
            {toDo.length > 0 && (
              <ul aria-label={`To do in ${change.title} before publishing`}>
                {projectId !== null &&
                  toDo.map((item) => (
                    <Needed
                      key={`${item.field}:${item.message}`}
                      projectId={projectId}
                      title={change.title}
                      item={item}
                    />
                  ))}
              </ul>
            )}
            {own.length > 0 && (
              <ul aria-label={`Problems in ${change.title}`}>
                {own.map((problem) => (
                  <Problem
                    key={`${problem.field}:${problem.text}`}
                    change={change}
                    problem={problem}
                  />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
