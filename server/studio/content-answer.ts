import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiError } from "../api/api-error.ts";
import { EditRefused } from "../content/edit-refused.ts";
import type { StudioContext } from "./studio-route.ts";

/**
 * Answers with what `work` returns as JSON, or with the reason a change to the content was not
 * made: its status, its sentence and, for content the build refuses, each problem by its field.
 */
export async function contentAnswer(
  c: StudioContext,
  work: () => Promise<unknown>,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  try {
    return c.json(await work(), status);
  } catch (error) {
    if (!(error instanceof EditRefused)) throw error;
    return apiError(
      c,
      error.status,
      error.code,
      error.message,
      error.problems ? { problems: error.problems } : {},
    );
  }
}
