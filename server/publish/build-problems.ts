import { sep } from "node:path";
import { displayPath } from "../../core/content/content-error.server.ts";
import type { BuildProblem } from "../../core/studio/publish-api.ts";

const projectOfPath = /^projects\/([^/]+)\//;
/** `images.2.alt: every image needs alt text`: a field of the file, then what is wrong. */
const fieldProblem = /^([A-Za-z]\w*(?:\.\w+)*): ([\s\S]+)$/;
/** Problems are joined with "; ", and a problem's own text may hold one too. */
const nextProblem = /; (?=[A-Za-z]\w*(?:\.\w+)*: |\(file\): )/;
const wholeFile = "(file): ";

/**
 * Where the problems of a failed build lie. A content problem reads
 * `<content folder>/<file>: <field>: <problem>; <field>: <problem>` (see ContentError): it is
 * split into the file (inside the content folder), its project and each field. Anything else
 * (a build step that broke) is one problem without a place.
 */
export function buildProblems(message: string, contentDir: string): BuildProblem[] {
  const [first = "", ...more] = message.split("\n");
  const prefix = `${displayPath(contentDir)}${sep}`;
  const colon = first.indexOf(": ");
  if (more.length > 0 || !first.startsWith(prefix) || colon === -1) {
    return [{ path: null, projectId: null, field: null, text: message }];
  }
  const path = first.slice(prefix.length, colon).split(sep).join("/");
  const projectId = projectOfPath.exec(path)?.[1] ?? null;
  return first
    .slice(colon + 2)
    .split(nextProblem)
    .map((problem) => {
      if (problem.startsWith(wholeFile)) {
        return { path, projectId, field: null, text: problem.slice(wholeFile.length) };
      }
      const match = fieldProblem.exec(problem);
      return {
        path,
        projectId,
        field: match?.[1] ?? null,
        text: match?.[2] ?? problem,
      };
    });
}
