import type { InputHTMLAttributes, Ref } from "react";

type LabelledInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "aria-invalid" | "aria-describedby"
> & {
  id: string;
  label: string;
  labelClassName?: string;
  /** A hint shown above the field, which describes it. */
  hintId?: string;
  /** The form's error, and the id of the `FormError` that shows it: it marks the field. */
  error?: string;
  errorId?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A label above its input, as the Studio's short forms have them (signing in, setting up, a
 * passkey's name, searching the inbox), the input described by its hint and by the form's
 * error while there is one.
 */
export function LabelledInput({
  id,
  label,
  labelClassName = "font-medium",
  hintId,
  error,
  errorId,
  ...input
}: LabelledInputProps) {
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="w-full border border-ink px-3 py-2 text-base"
      />
    </>
  );
}
