import { type ContactField, contactFields } from "../../core/contact/contact-fields.ts";
import type { ContactFieldErrors } from "../../core/contact/contact-message.ts";
import { contactFieldIds } from "./contact-field-ids.ts";

type Control = HTMLInputElement | HTMLTextAreaElement;
type Values = Record<ContactField, string>;

interface FieldElements {
  control: Control;
  error: HTMLElement;
}

/** A subject handed over in the address, made to fit the single-line subject field. */
function subjectFrom(prefill: string | null): string {
  return (prefill ?? "").replace(/\s+/g, " ").trim();
}

function fieldElements(form: HTMLFormElement, field: ContactField): FieldElements {
  const ids = contactFieldIds(field);
  const control = form.querySelector<Control>(`#${ids.control}`);
  const error = form.querySelector<HTMLElement>(`#${ids.error}`);
  if (!control || !error) throw new Error(`The contact form has no ${field} field`);
  return { control, error };
}

/**
 * The contact form's fields on the prerendered page (`ContactField`): what they hold, and the
 * errors shown below them, tied to them with aria-describedby and aria-invalid.
 */
export class ContactFormFields {
  readonly #fields: ReadonlyMap<ContactField, FieldElements>;

  constructor(form: HTMLFormElement) {
    this.#fields = new Map(contactFields.map((field) => [field, fieldElements(form, field)]));
  }

  #get(field: ContactField): FieldElements {
    const found = this.#fields.get(field);
    if (!found) throw new Error(`The contact form has no ${field} field`);
    return found;
  }

  /** The field a control of the form belongs to, if it is one of the message's. */
  fieldOf(target: EventTarget | null): ContactField | undefined {
    return contactFields.find((field) => this.#get(field).control === target);
  }

  values(): Values {
    const entries = contactFields.map((field) => [field, this.#get(field).control.value]);
    return Object.fromEntries(entries) as Values;
  }

  /** Whether anything was typed, e.g. before the page's script ran. */
  anyTyped(): boolean {
    return contactFields.some((field) => this.#get(field).control.value !== "");
  }

  /** Fills the subject from the address (a project's inquiry link) unless one was typed. */
  prefillSubject(prefill: string | null): void {
    const { control } = this.#get("subject");
    const subject = subjectFrom(prefill);
    if (subject && control.value === "") control.value = subject;
  }

  hasError(field: ContactField): boolean {
    return this.#get(field).control.getAttribute("aria-invalid") === "true";
  }

  /** Shows or clears one field's error. */
  showError(field: ContactField, message: string | undefined): void {
    const { control, error } = this.#get(field);
    error.textContent = message ?? "";
    if (message) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", error.id);
    } else {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  }

  /** Shows the errors found (and clears the others), then focuses the first field in error. */
  showErrors(found: ContactFieldErrors): void {
    for (const field of contactFields) this.showError(field, found[field]);
    const first = contactFields.find((field) => found[field]);
    if (first) this.#get(first).control.focus();
  }

  /** While the message is sent its words cannot change. */
  setReadOnly(readOnly: boolean): void {
    for (const field of contactFields) this.#get(field).control.readOnly = readOnly;
  }

  clearValues(): void {
    for (const field of contactFields) this.#get(field).control.value = "";
  }
}
