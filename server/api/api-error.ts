import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ContactFieldErrors } from "../../core/contact/contact-message.ts";
import type { FieldProblem } from "../../core/content/field-problem.ts";

/** The machine-readable codes of the API's error answers. */
export type ApiErrorCode =
  | "invalid_json"
  | "validation_failed"
  | "invalid_idempotency_key"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unsupported_image"
  | "insufficient_storage"
  | "rate_limited"
  | "forbidden_origin"
  | "unauthorized"
  | "csrf_failed"
  | "sign_in_failed"
  | "passkey_failed"
  | "passkey_not_recognised"
  | "passkey_expired"
  | "passkeys_unavailable"
  | "sign_in_again"
  | "setup_expired"
  | "conflict"
  | "not_found"
  | "method_not_allowed"
  | "storage_unavailable"
  | "internal_error";

/** Every error answer of the API: a machine-readable code and a sentence for people. */
export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
  /** With `validation_failed`: the first problem of each invalid field. */
  fields?: ContactFieldErrors;
  /** With `validation_failed` from the Studio: each problem of a content file, by its field. */
  problems?: FieldProblem[];
  /** With `rate_limited`: how long to wait, also sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/** The one error shape of the API: `{ error, message, ...details }` with an honest status. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: ApiErrorCode,
  message: string,
  details: Omit<ApiErrorBody, "error" | "message"> = {},
): Response {
  const body: ApiErrorBody = { error, message, ...details };
  return c.json(body, status);
}
