import { z } from "zod";
import type { UseUpload } from "../../core/studio/content-api.ts";

/** Text of a form field: generous, but bounded. */
export const line = z.string().max(2000);

/** The version of a content file that a change was made from. */
export const version = z.string().min(1).max(64);

const uploadId = z.string().regex(/^[0-9a-f]{32}$/, "not an upload id");

/** A finished upload to put into the content, from the version of the file the page showed. */
export const uploadSchema = z.strictObject({
  version,
  upload: uploadId,
}) satisfies z.ZodType<UseUpload>;
