import type { WorkDetails } from "../../../core/content/work-details-schema.ts";
import type { WorkFields } from "../../../core/studio/content-api.ts";
import { SelectField, TextField } from "../shared/FormField.tsx";

/** The schema's availabilities, in the words the project page shows them. */
const availabilityText: Record<NonNullable<WorkDetails["availability"]>, string> = {
  available: "Available",
  sold: "Sold",
  "on hold": "On hold",
  "not for sale": "Not for sale",
};

const notSaid = { value: "", label: "(not said)" };

const availabilityChoices = [
  notSaid,
  ...Object.entries(availabilityText).map(([value, label]) => ({ value, label })),
];

const framingChoices = [
  notSaid,
  { value: "true", label: "Framed" },
  { value: "false", label: "Unframed" },
];

/**
 * The facts of a work that can be sold (availability, price, currency, edition, framing), of a
 * project or of one of its pictures; each field empty leaves it out of the file.
 */
export function WorkFieldsInputs({
  values,
  onChange,
  idOf,
  of = "",
  problemOf,
}: {
  values: WorkFields;
  onChange: (change: Partial<WorkFields>) => void;
  /** The element id of a field, by its name in the file. */
  idOf: (field: keyof WorkFields) => string;
  /** What the fields belong to, after each label: " of picture 2". */
  of?: string;
  problemOf: (field: keyof WorkFields) => string | undefined;
}) {
  const text = (field: "price" | "currency" | "edition", label: string, hint: string) => (
    <TextField
      id={idOf(field)}
      label={`${label}${of}`}
      hint={hint}
      value={values[field]}
      onChange={(value) => onChange({ [field]: value })}
      problem={problemOf(field)}
      inputMode={field === "price" ? "decimal" : undefined}
    />
  );
  return (
    <>
      <SelectField
        id={idOf("availability")}
        label={`Availability${of}`}
        value={values.availability}
        onChange={(availability) => onChange({ availability })}
        options={availabilityChoices}
        problem={problemOf("availability")}
      />
      {text("price", "Price", "A number such as 1200, without a currency sign or separators.")}
      {text("currency", "Currency", "Needed with a price: three letters, such as EUR, USD or GBP.")}
      {text("edition", "Edition", "Such as 3 of 10.")}
      <SelectField
        id={idOf("framed")}
        label={`Framing${of}`}
        value={values.framed}
        onChange={(framed) => onChange({ framed })}
        options={framingChoices}
        problem={problemOf("framed")}
      />
    </>
  );
}
