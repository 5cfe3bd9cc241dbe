import { z } from "zod/mini";
import { type ContactField, contactLimits, emailPattern } from "./contact-fields.ts";

export type { ContactField } from "./contact-fields.ts";

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/** Control characters never belong in text; tabs and line breaks belong only in a message. */
function hasForbiddenCharacters(value: string, allowLineBreaks: boolean): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code === 0x2028 || code === 0x2029) return !allowLineBreaks;
    if (isControl(code) && !(allowLineBreaks && isLineBreakOrTab(code))) return true;
  }
  return false;
}

const singleLine = (label: string) =>
  z.refine<string>((value) => !hasForbiddenCharacters(value, false), {
    message: `${label} must be a single line of text`,
  });

const tooLong = (label: string, max: number) =>
  z.maxLength(max, `${label} must be at most ${max} characters`);

/**
 * Line breaks as one character: a browser posting a form sends a textarea's breaks as CR LF, and
 * counts them as one for its length limit, as the form's script does.
 */
const lineBreaksAsLf = z.overwrite((value: string) => value.replace(/\r\n?/g, "\n"));

/** A field the visitor must fill: trimmed, not empty, at most `max` characters, then `rule`. */
const requiredText = (label: string, max: number, rule: z.core.$ZodCheck<string>) =>
  z
    .string({ error: `${label} is required` })
    .check(
      lineBreaksAsLf,
      z.trim(),
      z.minLength(1, `${label} is required`),
      tooLong(label, max),
      rule,
    );

/**
 * A visitor's message to the artist. The same schema validates the form in the browser,
 * the request on the server and the fixtures in the tests.
 */
export const contactMessageSchema = z.object({
  name: requiredText("Name", contactLimits.name, singleLine("Name")),
  email: requiredText("Email", contactLimits.email, z.regex(emailPattern, "Invalid email address")),
  subject: z._default(
    z.string().check(z.trim(), tooLong("Subject", contactLimits.subject), singleLine("Subject")),
    "",
  ),
  message: requiredText(
    "Message",
    contactLimits.message,
    z.refine<string>((value) => !hasForbiddenCharacters(value, true), {
      message: "Message contains characters that are not text",
    }),
  ),
} satisfies Record<ContactField, z.ZodMiniType>);

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Field errors keyed by field, as the form shows them and the API returns them. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Validates a message and returns either the clean message or the first error of each field. */
export function validateContactMessage(
  input: unknown,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactFieldErrors } {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { ok: true, message: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (
      typeof field === "string" &&
      field in contactMessageSchema.shape &&
      !errors[field as ContactField]
    ) {
      errors[field as ContactField] = issue.message;
    }
  }
  return { ok: false, errors };
}

/** The request body: the message plus the anti-spam signals the server checks. */
export interface ContactSubmission extends ContactMessage {
  /** The hidden field only robots fill in; people leave it empty. */
  website: string;
  /** How long the form had been shown; robots submit in an instant. */
  elapsedMs: number;
}
