import type { IslandStart } from "../islands/island-registry.ts";
import { ContactFormFields } from "./contact-form-fields.ts";
import { createMessageKeys, type MessageKeys } from "./message-keys.ts";
import { notifyOutcome } from "./outcome-notice.ts";
import { sendContactMessage } from "./send-contact-message.ts";

type ContactSchema = typeof import("../../core/contact/contact-message.ts");

interface ContactFormIsland {
  form: HTMLFormElement;
  fields: ContactFormFields;
  button: HTMLButtonElement;
  idleLabel: string;
  spamTrap: HTMLInputElement | null;
  keys: MessageKeys;
  /** When the form was first shown, on the clock of performance.now(). */
  shownAt: number;
  busy: boolean;
  /** The shared schema (zod), loaded when the visitor first reaches the form. */
  schema: () => Promise<ContactSchema>;
}

function contactFormIsland(element: HTMLElement): ContactFormIsland | undefined {
  const button = element.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!(element instanceof HTMLFormElement) || !button) return undefined;
  const fields = new ContactFormFields(element);
  let schema: Promise<ContactSchema> | undefined;
  return {
    form: element,
    fields,
    button,
    idleLabel: button.textContent ?? "",
    spamTrap: element.querySelector<HTMLInputElement>("input[name=website]"),
    keys: createMessageKeys(),
    // Typed into before the script ran, the form has been shown since the page opened, the
    // origin of performance.now(): the spam check counts the visitor's time from there.
    shownAt: fields.anyTyped() ? 0 : performance.now(),
    busy: false,
    schema: () => {
      // A failed load (offline, or a publish replaced the file) is tried again next time.
      schema ??= import("../../core/contact/contact-message.ts").catch((error: unknown) => {
        schema = undefined;
        throw error;
      });
      return schema;
    },
  };
}

/** The button reads "Sending..." and the form is busy and read-only while a message is sent. */
function showSending(island: ContactFormIsland, sending: boolean): void {
  island.busy = sending;
  island.button.disabled = sending;
  island.button.textContent = sending ? "Sending..." : island.idleLabel;
  island.form.setAttribute("aria-busy", String(sending));
  island.fields.setReadOnly(sending);
}

/**
 * Without the schema the script cannot check the message: the browser posts the form itself,
 * as it does before any script has run, and the server checks it.
 */
async function validated(island: ContactFormIsland) {
  try {
    return (await island.schema()).validateContactMessage(island.fields.values());
  } catch (error) {
    console.warn("The contact form's checks could not be loaded; the browser sends it:", error);
    island.form.submit();
    return undefined;
  }
}

/** Checks the message, sends it with its fill time and key, and tells the visitor what became of it. */
async function send(island: ContactFormIsland): Promise<void> {
  const { fields, button, spamTrap, keys } = island;
  island.busy = true;
  const result = await validated(island);
  if (result === undefined) return;
  if (!result.ok) {
    island.busy = false;
    fields.showErrors(result.errors);
    return;
  }
  fields.showErrors({});
  showSending(island, true);
  const outcome = await sendContactMessage(
    {
      ...result.message,
      website: spamTrap?.value ?? "",
      elapsedMs: Math.round(performance.now() - island.shownAt),
    },
    { idempotencyKey: keys.keyFor(result.message) },
  );
  showSending(island, false);
  // The disabled button lost the focus: it gets it back, rather than leaving a keyboard or
  // screen reader user at the top of the page.
  if (document.activeElement === document.body || document.activeElement === null) button.focus();
  if (outcome.kind === "accepted") {
    keys.forget();
    fields.clearValues();
    if (spamTrap) spamTrap.value = "";
    island.shownAt = performance.now();
  }
  if (outcome.kind === "invalid") fields.showErrors(outcome.fields);
  notifyOutcome(outcome);
}

/** A field that shows an error is checked again as the visitor corrects it. */
async function recheck(island: ContactFormIsland, target: EventTarget | null): Promise<void> {
  const field = island.fields.fieldOf(target);
  if (!field || !island.fields.hasError(field)) return;
  const schema = await island.schema().catch(() => undefined);
  if (!schema) return;
  const result = schema.validateContactMessage(island.fields.values());
  island.fields.showError(field, result.ok ? undefined : result.errors[field]);
}

/**
 * The contact form (`ContactForm`) once its script runs: it checks the message with the shared
 * schema instead of the browser's bubbles, shows each error below its field, sends the message
 * as JSON and tells the outcome in a notice; a sent message clears the form.
 */
const start: IslandStart = (element) => {
  const island = contactFormIsland(element);
  if (!island) return;
  const { form, fields } = island;
  form.noValidate = true;
  fields.prefillSubject(new URLSearchParams(window.location.search).get("subject"));
  form.addEventListener("focusin", () => void island.schema().catch(() => undefined), {
    once: true,
  });
  form.addEventListener("input", (event) => void recheck(island, event.target));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!island.busy) void send(island);
  });
};

export default start;
