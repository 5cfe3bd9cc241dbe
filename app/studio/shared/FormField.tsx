import type { ReactNode } from "react";

const inputClass =
  "w-full border border-ink bg-paper px-3 py-2 text-base aria-[invalid=true]:border-accent aria-[invalid=true]:border-2";

/** The id of a field's element, from its name in the content file (`images.2.alt`). */
export function fieldId(scope: string, field: string): string {
  return `${scope}-${field.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/**
 * What is wrong with a field, next to it, in the build's words: a problem (the save was
 * refused) or something needed before publishing.
 */
export function FieldNote({
  id,
  problem,
  needed,
}: {
  id: string;
  problem?: string;
  needed?: string;
}) {
  if (problem) {
    return (
      <p id={id} className="text-sm font-semibold text-accent">
        Problem: {problem}
      </p>
    );
  }
  if (needed) {
    return (
      <p id={id} className="text-sm font-semibold text-accent">
        Needed before publishing: {needed}
      </p>
    );
  }
  return null;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  problem?: string;
  needed?: string;
}

function describedBy(id: string, { hint, problem, needed }: Omit<FieldProps, "id" | "label">) {
  const ids = [hint ? `${id}-hint` : "", problem || needed ? `${id}-note` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldFrame({
  id,
  label,
  hint,
  problem,
  needed,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldNote id={`${id}-note`} problem={problem} needed={needed} />
    </div>
  );
}

/** A labelled text input (or text area) with its hint and its problem. */
export function TextField({
  value,
  onChange,
  rows,
  type = "text",
  inputMode,
  autoComplete,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  type?: "text" | "url" | "email" | "password" | "datetime-local";
  /** The keyboard a phone shows, such as digits for a price. */
  inputMode?: "decimal";
  /** What the browser may fill in or offer to remember, such as a new password. */
  autoComplete?: "new-password";
}) {
  const common = {
    id: field.id,
    value,
    "aria-invalid": field.problem ? true : undefined,
    "aria-describedby": describedBy(field.id, field),
    className: inputClass,
  };
  return (
    <FieldFrame {...field}>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          // A password shown as text is still a password: no capitals or corrections added.
          {...(autoComplete === "new-password"
            ? { autoCapitalize: "none", autoCorrect: "off", spellCheck: false }
            : {})}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled choice from a list, with its hint and its problem. */
export function SelectField({
  value,
  onChange,
  options,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  // A value from a hand edit that is not among the choices is still shown, to be corrected.
  const all = options.some((option) => option.value === value)
    ? options
    : [{ value, label: value === "" ? "(none)" : `${value} (not a choice)` }, ...options];
  return (
    <FieldFrame {...field}>
      <select
        id={field.id}
        value={value}
        aria-invalid={field.problem ? true : undefined}
        aria-describedby={describedBy(field.id, field)}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {all.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A labelled box to tick, with its hint below the label and its problem. */
export function CheckboxField({
  checked,
  onChange,
  ...field
}: FieldProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={field.id}
          type="checkbox"
          checked={checked}
          aria-invalid={field.problem ? true : undefined}
          aria-describedby={describedBy(field.id, field)}
          onChange={(event) => onChange(event.target.checked)}
          className="h-5 w-5 shrink-0"
        />
        <label htmlFor={field.id} className="font-medium">
          {field.label}
        </label>
      </div>
      {field.hint && (
        <p id={`${field.id}-hint`} className="text-sm text-muted">
          {field.hint}
        </p>
      )}
      <FieldNote id={`${field.id}-note`} problem={field.problem} needed={field.needed} />
    </div>
  );
}

/**
 * A box to tick with its label beside it, and nothing else, as a form's smaller choices have
 * it: a problem with it, if it can have one, is said below by a `FieldNote` of its own.
 */
export function PlainCheckbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
