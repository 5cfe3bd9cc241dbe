import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldProblem } from "../../core/content/field-problem.ts";
import type { ApiErrorCode } from "../api/api-error.ts";

/**
 * A change to the content that was not made, and why, in words for the artist. Nothing was
 * written: the files are as they were.
 */
export class EditRefused extends Error {
  override name = "EditRefused";
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly problems: FieldProblem[] | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
    message: string,
    problems?: FieldProblem[],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.problems = problems;
  }
}

/** The answer to a change made from a version of a file that is no longer the one on disk. */
export function changedMeanwhile(file: string): EditRefused {
  return new EditRefused(
    409,
    "conflict",
    `${file} was changed since this page loaded it (by hand, or in another window), so nothing was saved and the file is as that change left it. Load the file again to see it; the changes you made here are lost when you do, so copy any text you want to keep first.`,
  );
}

/**
 * The answer to a change of a file that cannot be read (a hand edit gone wrong): a conflict
 * naming the file, since only a person can mend it. `readAs` names the format it failed as.
 */
export function unreadable(file: string, error: unknown, readAs?: string): EditRefused {
  const reason = error instanceof Error ? error.message : String(error);
  return new EditRefused(
    409,
    "conflict",
    `${file} cannot be read${readAs ? ` as ${readAs}` : ""} (${reason}); fix it by hand first.`,
  );
}

/**
 * The answer to a change the build would refuse: the problems, each by its field. `what` names
 * what was changed in the artist's words ("this project", "the slideshow"), not by its file.
 */
export function notValid(what: string, problems: FieldProblem[]): EditRefused {
  const count = problems.length === 1 ? "a problem" : `${problems.length} problems`;
  return new EditRefused(
    400,
    "validation_failed",
    `Nothing was saved: ${what} would have ${count} the site's build refuses. Each is shown next to its field.`,
    problems,
  );
}

/** Refuses a change that leaves problems the build would refuse (see `notValid`). */
export function refuseInvalid(what: string, problems: FieldProblem[]): void {
  if (problems.length > 0) throw notValid(what, problems);
}
