import type { Ref } from "react";

interface ContactFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
  /** Known once the schema has loaded; until then the schema's own check applies. */
  maxLength: number | undefined;
  readOnly: boolean;
  controlRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

// The scroll margin keeps a focused field clear of the fixed footer.
const controlClass =
  "w-full scroll-mb-[calc(var(--footer-height)+1.5rem)] rounded-sm border bg-white px-3.5 text-base text-ink transition-colors read-only:bg-line/30";

/**
 * One labelled field of the contact form. Its error sits right below it, is tied to it with
 * aria-describedby, and lives in an alert region so that screen readers speak it when it appears.
 */
export function ContactField({
  label,
  name,
  value,
  onChange,
  error,
  optional = false,
  multiline = false,
  type = "text",
  autoComplete,
  maxLength,
  readOnly,
  controlRef,
}: ContactFieldProps) {
  // Named after the field, not by React's useId: the form is hydrated on its own, as an island,
  // and must find the ids the whole page was built with.
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    ref: controlRef,
    id,
    name,
    value,
    maxLength,
    readOnly,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  } as const;

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={6}
          className={`${controlClass} block min-h-[120px] resize-y py-3 leading-relaxed ${error ? "border-red-700" : "border-muted/70"}`}
        />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          className={`${controlClass} h-12 ${error ? "border-red-700" : "border-muted/70"}`}
        />
      )}
      <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700 empty:mt-0">
        {error}
      </p>
    </div>
  );
}
