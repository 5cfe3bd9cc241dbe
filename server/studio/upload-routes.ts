import { z } from "zod";
import {
  maxUploadBytes,
  type UploadReceived,
  type UploadStart,
  type UploadStarted,
  uploadChunkBytes,
} from "../../core/studio/content-api.ts";
import { formatBytes } from "../../core/words/format-bytes.ts";
import { apiError } from "../api/api-error.ts";
import { UploadProblem } from "../content/upload-staging.ts";
import { mediaTypeOf } from "../http/media-type.ts";
import { readJsonBody } from "./json-body.ts";
import type { StudioContext, StudioDeps, StudioRoute } from "./studio-route.ts";

const startSchema = z.strictObject({
  size: z.number().int().min(1, "the file is empty"),
}) satisfies z.ZodType<UploadStart>;

/**
 * Pictures on their way in, part by part: `POST /uploads` announces one (its size, nothing of
 * its name) and gets an id; `PUT /uploads/:id?offset=N` sends each part as raw bytes. The
 * finished upload is then handed to the project, slideshow or portrait it is for, which checks
 * it by decoding it.
 */
export function uploadRoutes(deps: StudioDeps): StudioRoute[] {
  const { content } = deps.content;

  const start = async (c: StudioContext) => {
    const body = await readJsonBody(c, startSchema);
    if (!body.ok) return body.response;
    const { size } = body.value;
    if (size > maxUploadBytes) {
      return apiError(
        c,
        413,
        "payload_too_large",
        `This file is ${formatBytes(size)}; the Studio takes pictures of up to ${formatBytes(maxUploadBytes)}. Export it smaller and add it again.`,
      );
    }
    const full = await content.quota.problem(size, await content.uploads.pendingBytes());
    if (full) return apiError(c, 507, "insufficient_storage", full);
    const started: UploadStarted = { id: await content.uploads.start(size) };
    return c.json(started, 201);
  };

  const part = async (c: StudioContext) => {
    if (mediaTypeOf(c) !== "application/octet-stream") {
      return apiError(
        c,
        415,
        "unsupported_media_type",
        "Send the part as application/octet-stream.",
      );
    }
    const offset = Number(c.req.query("offset"));
    if (!/^\d+$/.test(c.req.query("offset") ?? "") || !Number.isSafeInteger(offset)) {
      return apiError(
        c,
        400,
        "validation_failed",
        "Say where the part goes: ?offset=<bytes before it>.",
      );
    }
    try {
      const received = await content.uploads.append(
        c.req.param("id") ?? "",
        offset,
        c.req.raw.body,
        uploadChunkBytes,
      );
      const answer: UploadReceived = { received };
      return c.json(answer);
    } catch (error) {
      if (!(error instanceof UploadProblem)) throw error;
      const codes = {
        400: "validation_failed",
        404: "not_found",
        409: "conflict",
        413: "payload_too_large",
      } as const;
      const code = codes[error.status];
      return apiError(c, error.status, code, error.message);
    }
  };

  return [
    { method: "POST", path: "/uploads", access: "owner", handler: start },
    {
      method: "PUT",
      path: "/uploads/:id",
      access: "owner",
      handler: part,
      // A part and a little room: the part itself is counted as it streams in.
      bodyLimit: uploadChunkBytes + 1024,
    },
  ];
}
