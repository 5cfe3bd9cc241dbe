import type { Context } from "hono";
import type { z } from "zod";
import { apiError } from "../api/api-error.ts";
import { mediaTypeOf } from "../http/media-type.ts";

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a request's JSON body against `schema`: a wrong content type (415), text that is not
 * JSON (400) or JSON of the wrong shape (400) each get their own clear answer. The body's size
 * is limited before this is reached.
 */
export async function readJsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<BodyResult<T>> {
  if (mediaTypeOf(c) !== "application/json") {
    return {
      ok: false,
      response: apiError(c, 415, "unsupported_media_type", "Send the request as application/json."),
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return {
      ok: false,
      response: apiError(c, 400, "invalid_json", "The request body is not valid JSON."),
    };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    const where = problem && problem.path.length > 0 ? `${problem.path.join(".")}: ` : "";
    return {
      ok: false,
      response: apiError(
        c,
        400,
        "validation_failed",
        `The request is not what this address takes (${where}${problem?.message ?? "invalid"}).`,
      ),
    };
  }
  return { ok: true, value: parsed.data };
}
