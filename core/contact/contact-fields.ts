/**
 * The contact message's fields and their limits, apart from the schema (zod): the form's
 * markup and its script use them without loading the schema.
 */

/** The message's fields in the form's order, which is the order its errors are met in. */
export const contactFields = ["name", "email", "subject", "message"] as const;

export type ContactField = (typeof contactFields)[number];

/** Field length limits; the e-mail limit is the longest address SMTP can carry (RFC 5321). */
export const contactLimits: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

/** A basic address pattern: something@domain.tld, with a top-level domain of two letters or more. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/**
 * `emailPattern` as an input's `pattern` attribute, which takes no flags: the browser's own
 * check of the form before any script has run.
 */
export const emailInputPattern = "[A-Za-z0-9._%+\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}";
