import type { Context } from "hono";

/** A file the browser saves under `fileName` instead of showing it: its body and its type. */
interface Download {
  body: string | ReadableStream<Uint8Array>;
  contentType: string;
  fileName: string;
  /** Its size, where it is known before it is sent. */
  bytes?: number;
}

/** Answers with a file to download (HTTP 200). */
export function downloadAnswer(c: Context, { body, contentType, fileName, bytes }: Download) {
  return c.body(body, 200, {
    "Content-Type": contentType,
    ...(bytes === undefined ? {} : { "Content-Length": String(bytes) }),
    "Content-Disposition": `attachment; filename="${fileName}"`,
  });
}
