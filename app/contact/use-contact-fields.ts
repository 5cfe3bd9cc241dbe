import { type Ref, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type {
  ContactFieldErrors,
  ContactField as Field,
} from "../../core/contact/contact-message.ts";
import type { ContactSchema } from "./use-contact-schema.ts";

type Values = Record<Field, string>;
type Control = HTMLInputElement & HTMLTextAreaElement;

const emptyValues: Values = { name: "", email: "", subject: "", message: "" };
const fieldOrder: readonly Field[] = ["name", "email", "subject", "message"];

/** A subject handed over in the address, made to fit the single-line subject field. */
function subjectFrom(prefill: string | null): string {
  return (prefill ?? "").replace(/\s+/g, " ").trim();
}

/** What `ContactField` is given of one field. */
interface ContactFieldState {
  name: Field;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  maxLength: number | undefined;
  readOnly: boolean;
  controlRef: Ref<Control>;
}

interface ContactFields {
  values: Values;
  /** Takes what was typed before the page's script ran; true when anything was. */
  adoptTyped(): boolean;
  /** Shows the errors found, and focuses the first field in error. */
  showErrors(found: ContactFieldErrors): void;
  clearErrors(): void;
  clearValues(): void;
  /** What `ContactField` is given of `field`, read-only while the message is sent. */
  fieldState(field: Field, readOnly: boolean): ContactFieldState;
}

/**
 * The contact form's fields: what is typed, the errors shown, each field checked again as the
 * visitor corrects it once it has shown an error, and the first field in error focused.
 */
export function useContactFields(
  schema: ContactSchema | undefined,
  prefilledSubject: string | null,
): ContactFields {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const controls = useRef<Partial<Record<Field, Control>>>({});

  useEffect(() => {
    const subject = subjectFrom(prefilledSubject);
    if (subject) setValues((current) => (current.subject ? current : { ...current, subject }));
  }, [prefilledSubject]);

  const adoptTyped = (): boolean => {
    const typed = { ...emptyValues };
    for (const field of fieldOrder) typed[field] = controls.current[field]?.value ?? "";
    const typedEarly = fieldOrder.some((field) => typed[field] !== "");
    if (typedEarly) setValues(typed);
    return typedEarly;
  };

  const showErrors = (found: ContactFieldErrors) => {
    // Rendered before the focus moves, so the focused field already names its error.
    flushSync(() => setErrors(found));
    const first = fieldOrder.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (schema && errors[field] !== undefined) {
      const result = schema.validateContactMessage(next);
      setErrors((current) => ({
        ...current,
        [field]: result.ok ? undefined : result.errors[field],
      }));
    }
  };

  const fieldState = (field: Field, readOnly: boolean): ContactFieldState => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => change(field, value),
    maxLength: schema?.contactLimits[field],
    readOnly,
    controlRef: (element: Control | null) => {
      if (element) controls.current[field] = element;
      else delete controls.current[field];
    },
  });

  return {
    values,
    adoptTyped,
    showErrors,
    clearErrors: () => setErrors({}),
    clearValues: () => setValues(emptyValues),
    fieldState,
  };
}
