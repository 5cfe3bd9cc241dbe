import type { ContactField } from "../../core/contact/contact-fields.ts";

/**
 * The id of a contact field's control and of the line below it where the form's script shows
 * its error: named after the field, for the markup and the script to meet on.
 */
export function contactFieldIds(name: ContactField): { control: string; error: string } {
  return { control: `contact-${name}`, error: `contact-${name}-error` };
}
