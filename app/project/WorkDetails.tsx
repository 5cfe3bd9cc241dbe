import { Fragment, type ReactNode } from "react";
import type { WorkView } from "../../core/content/project-schema.ts";

const availabilityText: Record<NonNullable<WorkView["availability"]>, string> = {
  available: "Available",
  sold: "Sold",
  "on hold": "On hold",
  "not for sale": "Not for sale",
};

/** The gallery's sign for a sold work: a small red dot, named for screen readers. */
function SoldDot() {
  return (
    <span className="inline-flex items-center" title="Sold" data-sold="">
      <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-[#c4161c]" />
      <span className="sr-only">Sold</span>
    </span>
  );
}

/**
 * A work's availability, price, edition and framing on one quiet line, in the order a gallery
 * label gives them; only what the content states appears.
 */
export function WorkDetails({ work, className = "" }: { work: WorkView; className?: string }) {
  const items: { key: string; node: ReactNode }[] = [];
  if (work.availability === "sold") items.push({ key: "availability", node: <SoldDot /> });
  else if (work.availability) {
    items.push({ key: "availability", node: availabilityText[work.availability] });
  }
  if (work.price) items.push({ key: "price", node: work.price.text });
  if (work.edition) items.push({ key: "edition", node: `Edition ${work.edition}` });
  if (work.framed !== undefined) {
    items.push({ key: "framed", node: work.framed ? "Framed" : "Unframed" });
  }
  if (items.length === 0) return null;
  return (
    <p
      data-work-details=""
      className={`flex flex-wrap items-center gap-x-2 text-muted ${className}`}
    >
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && <span aria-hidden="true">·</span>}
          <span>{item.node}</span>
        </Fragment>
      ))}
    </p>
  );
}
