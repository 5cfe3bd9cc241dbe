import type { Context } from "hono";

/** The media type a request says its body is, without parameters, in lower case. */
export function mediaTypeOf(c: Context): string | undefined {
  return (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
}
