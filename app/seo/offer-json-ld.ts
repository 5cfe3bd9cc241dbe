import type { WorkView } from "../../core/content/project-schema.ts";

/** Schema.org's words for whether an offered work can be had. */
const itemAvailability = {
  available: "https://schema.org/InStock",
  sold: "https://schema.org/SoldOut",
  "on hold": "https://schema.org/Reserved",
} as const;

/**
 * The schema.org Offer of a work: its price and currency and whether it can be had. A work that
 * is not for sale, or whose content says nothing of a sale, is offered by nobody: no Offer.
 */
function offerJsonLd(work: WorkView): Record<string, unknown> | undefined {
  const { availability, price } = work;
  if (availability === "not for sale") return undefined;
  if (availability === undefined && price === undefined) return undefined;
  return {
    "@type": "Offer",
    ...(price ? { price: price.amount, priceCurrency: price.currency } : {}),
    ...(availability ? { availability: itemAvailability[availability] } : {}),
  };
}

/** The sale facts of a work as VisualArtwork properties: its Offer and its edition. */
export function workJsonLd(work: WorkView | undefined): Record<string, unknown> {
  if (!work) return {};
  const offer = offerJsonLd(work);
  return {
    ...(work.edition ? { artEdition: work.edition } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}
