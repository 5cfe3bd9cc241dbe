import { contactLimits, type ContactField as Field } from "../../core/contact/contact-fields.ts";
import { contactFieldIds } from "./contact-field-ids.ts";

interface ContactFieldProps {
  label: string;
  name: Field;
  optional?: boolean;
  multiline?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
  /** The browser's own check of the field before the form's script runs. */
  pattern?: string;
}

// The scroll margin keeps a focused field clear of the fixed footer; the border turns red
// when the form's script marks the field invalid.
const controlClass =
  "w-full scroll-mb-[calc(var(--footer-height)+1.5rem)] rounded-sm border border-muted/70 bg-white px-3.5 text-base text-ink transition-colors read-only:bg-line/30 aria-invalid:border-red-700";

/**
 * One labelled field of the contact form, with the length limit and the browser's own checks
 * that apply before the form's script runs. The line below it is where the script shows its
 * error: an alert region, so that screen readers speak the error when it appears.
 */
export function ContactField({
  label,
  name,
  optional = false,
  multiline = false,
  type = "text",
  autoComplete,
  pattern,
}: ContactFieldProps) {
  const ids = contactFieldIds(name);
  const shared = {
    id: ids.control,
    name,
    maxLength: contactLimits[name],
    required: !optional,
  } as const;

  return (
    <div>
      <label htmlFor={ids.control} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={6}
          className={`${controlClass} block min-h-[120px] resize-y py-3 leading-relaxed`}
        />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          pattern={pattern}
          className={`${controlClass} h-12`}
        />
      )}
      <p id={ids.error} role="alert" className="mt-1.5 text-sm text-red-700 empty:mt-0" />
    </div>
  );
}
