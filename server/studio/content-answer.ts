import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { apiError } from "../api/api-error.ts";
import { EditRefused } from "../content/edit-refused.ts";
import { readJsonBody } from "./json-body.ts";
import type { StudioContext, StudioRoute } from "./studio-route.ts";

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

/**
 * The handler of a change to the content: reads the request's JSON body against `schema`, then
 * answers as `contentAnswer` does with what `work` makes of it.
 */
export function contentChange<T>(
  schema: z.ZodType<T>,
  work: (body: T, c: StudioContext) => Promise<unknown>,
  status: ContentfulStatusCode = 200,
): StudioRoute["handler"] {
  return async (c) => {
    const body = await readJsonBody(c, schema);
    if (!body.ok) return body.response;
    return contentAnswer(c, () => work(body.value, c), status);
  };
}
