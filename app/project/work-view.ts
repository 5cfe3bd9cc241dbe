import type { WorkView } from "../../core/content/project-schema.ts";
import type { WorkDetails } from "../../core/content/work-details-schema.ts";

/** A price as an English-speaking visitor reads it: "€1,200", "£650.50", "CHF 2,400". */
export function priceText(amount: number, currency: string): string {
  return new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** The work named `name` with the details the content gives it, ready for the page. */
export function workView(name: string, details: WorkDetails): WorkView {
  const { availability, price, currency, edition, framed } = details;
  return {
    name,
    ...(availability ? { availability } : {}),
    ...(price !== undefined && currency
      ? { price: { amount: price, currency, text: priceText(price, currency) } }
      : {}),
    ...(edition ? { edition } : {}),
    ...(framed !== undefined ? { framed } : {}),
  };
}

/**
 * The name of one work of a series: its own title when the content gives one, or the project's
 * title with the image's number ("Tide Studies, no. 2").
 */
export function imageWorkName(projectTitle: string, imageTitle: string | undefined, index: number) {
  return imageTitle ?? `${projectTitle}, no. ${index + 1}`;
}
