import { z } from "zod";

/** Whether a work can be bought, in the words a gallery uses. */
const availabilities = ["available", "sold", "on hold", "not for sale"] as const;

// The currencies the runtime knows are those of ISO 4217 in use; older or invented codes are
// refused so that a typo ("EURO", "€") stops the build instead of reaching the page.
const knownCurrencies = new Set(Intl.supportedValuesOf("currency"));

// Written as the artist types it ("eur"), read as the code it is ("EUR").
const currencySchema = z
  .string({ error: "must be a three-letter currency code such as EUR, USD or GBP" })
  .trim()
  .toUpperCase()
  .refine((code) => knownCurrencies.has(code), {
    error: (issue) =>
      `unknown currency "${String(issue.input)}": use a three-letter ISO 4217 code such as EUR, USD or GBP`,
  });

// A price written in quotes ("1200") is still a plain number; "1,200" or "€1200" is not.
const plainNumber = /^\d+(?:\.\d+)?$/;

const priceSchema = z.preprocess(
  (price) => (typeof price === "string" && plainNumber.test(price.trim()) ? Number(price) : price),
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? "the price is required"
          : `must be a number, such as 1200, without a currency sign or thousands separator (the currency goes in currency:); got "${String(issue.input)}"`,
    })
    .refine(Number.isFinite, { message: "must be a number, such as 1200" })
    .min(0, "must not be negative"),
);

/**
 * The optional facts of a work that can be sold, shared by a project (a single work, or a
 * series offered as one) and by each of its images (one work of a series). All are optional;
 * a price always comes with its currency.
 */
export const workDetailsShape = {
  availability: z
    .enum(availabilities, {
      error: (issue) =>
        `unknown availability "${String(issue.input)}": use one of ${availabilities.join(", ")}`,
    })
    .optional(),
  price: priceSchema.optional(),
  currency: currencySchema.optional(),
  edition: z
    .string({ error: 'must be text, such as "3 of 10"' })
    .trim()
    .min(1, 'must not be empty; leave it out or write it as "3 of 10"')
    .optional(),
  framed: z.boolean({ error: "must be true or false" }).optional(),
};

type WorkFields = {
  [Key in keyof typeof workDetailsShape]: z.output<(typeof workDetailsShape)[Key]>;
};

/** The details of one work as the content gives them; absent fields are not there at all. */
export type WorkDetails = Partial<{
  [Key in keyof WorkFields]: Exclude<WorkFields[Key], undefined>;
}>;

/** The problems of a price given without its currency, or a currency without a price. */
export function priceProblems(details: WorkDetails): { field: string; message: string }[] {
  if (details.price !== undefined && details.currency === undefined) {
    return [{ field: "currency", message: "a price needs its currency, such as EUR" }];
  }
  if (details.currency !== undefined && details.price === undefined) {
    return [
      {
        field: "price",
        message: "a currency needs a price: add the price, or take the currency out",
      },
    ];
  }
  return [];
}

/** The work details among a project's or an image's fields, or undefined when it has none. */
export function pickWorkDetails(fields: WorkDetails): WorkDetails | undefined {
  const details: WorkDetails = {};
  if (fields.availability !== undefined) details.availability = fields.availability;
  if (fields.price !== undefined) details.price = fields.price;
  if (fields.currency !== undefined) details.currency = fields.currency;
  if (fields.edition !== undefined) details.edition = fields.edition;
  if (fields.framed !== undefined) details.framed = fields.framed;
  return Object.keys(details).length > 0 ? details : undefined;
}
