import type { z } from "zod";
import type { FieldProblem } from "../../core/content/field-problem.ts";
import type { ContentProblems } from "../../core/studio/content-api.ts";

type Issue = z.core.$ZodIssue;

/**
 * Whether a problem may wait until publishing: a picture's missing alt text (a picture is
 * added first and described next) and a list of pictures that is still empty (a new project,
 * before its first picture). Everything else the build refuses is refused when saving.
 */
function canWaitUntilPublishing(issue: Issue): boolean {
  const { path } = issue;
  const inList = path.length >= 2 && typeof path[path.length - 2] === "number";
  if (inList && path.at(-1) === "alt") return true;
  return issue.code === "too_small" && issue.origin === "array";
}

/** A zod issue as the build words it: the field's path, then what is wrong. */
function problemOf(issue: Issue): FieldProblem {
  return { field: issue.path.map(String).join("."), message: issue.message };
}

/** Checks `data` with one of the build's schemas and sorts its problems by when they matter. */
export function checkContent(schema: z.ZodType, data: unknown): ContentProblems {
  const result = schema.safeParse(data);
  if (result.success) return { problems: [], needed: [] };
  const issues = result.error.issues;
  return {
    problems: issues.filter((issue) => !canWaitUntilPublishing(issue)).map(problemOf),
    needed: issues.filter(canWaitUntilPublishing).map(problemOf),
  };
}

/**
 * Adds the build's checks beyond the schema (files that must exist, a category that must be
 * listed) for fields the schema found nothing wrong with.
 */
export function withProblems(
  found: ContentProblems,
  more: readonly FieldProblem[],
): ContentProblems {
  const reported = new Set([...found.problems, ...found.needed].map((problem) => problem.field));
  return {
    problems: [...found.problems, ...more.filter((problem) => !reported.has(problem.field))],
    needed: found.needed,
  };
}
