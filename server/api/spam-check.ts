import type { SpamReason } from "../../core/messages/stored-message.ts";

/**
 * The shortest time a person takes to fill in the contact form; faster submissions come from
 * scripts.
 */
export const minimumFillTimeMs = 3000;

/**
 * How a submission arrived. `script`: the form's own script sent it as JSON, with the time the
 * form was shown. `browser-form`: a browser posted the form itself (before or without the page's
 * script), saying which page it came from in the Origin header that browsers add to every form
 * post; no script measured a fill time. `bare-form`: form fields without an Origin, which no
 * browser's form sends.
 */
export type SubmissionPath = "script" | "browser-form" | "bare-form";

/**
 * Tells a bot's submission from a person's by the form's traps: the hidden `website` field
 * (people never see it, form-filling bots fill it), and for the script's submissions `elapsedMs`,
 * the time the form was shown before it was sent. A form posted by a browser has only the first
 * trap (and the rate limit) to pass. Returns why the submission looks automated, or null.
 */
export function spamReasonOf(
  body: Record<string, unknown>,
  path: SubmissionPath,
): SpamReason | null {
  const { website, elapsedMs } = body;
  if (website !== undefined && (typeof website !== "string" || website.trim() !== "")) {
    return "honeypot";
  }
  // A browser posts every field of the form, the empty trap too: a post without it was made
  // by hand.
  if (path === "browser-form") return website === undefined ? "honeypot" : null;
  if (path === "bare-form") return "no_timing";
  if (typeof elapsedMs !== "number" || !Number.isFinite(elapsedMs) || elapsedMs < 0) {
    return "no_timing";
  }
  if (elapsedMs < minimumFillTimeMs) return "too_fast";
  return null;
}
