import type { SpamReason } from "../../core/messages/stored-message.ts";

/**
 * The shortest time a person takes to fill in the contact form; faster submissions come from
 * scripts.
 */
export const minimumFillTimeMs = 3000;

/**
 * Tells a bot's submission from a person's by the form's two traps: the hidden `website` field
 * (people never see it, form-filling bots fill it) and `elapsedMs`, the time the form was shown
 * before it was sent. Returns why the submission looks automated, or null.
 */
export function spamReasonOf(body: Record<string, unknown>): SpamReason | null {
  const { website, elapsedMs } = body;
  if (website !== undefined && (typeof website !== "string" || website.trim() !== "")) {
    return "honeypot";
  }
  if (typeof elapsedMs !== "number" || !Number.isFinite(elapsedMs) || elapsedMs < 0) {
    return "no_timing";
  }
  if (elapsedMs < minimumFillTimeMs) return "too_fast";
  return null;
}
