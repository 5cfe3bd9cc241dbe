import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type {
  ContactFieldErrors,
  ContactField as Field,
} from "../../core/contact/contact-message.ts";
import { useTypedBeforeHydration } from "../forms/use-typed-before-hydration.ts";
import { notify } from "../notices/notify.ts";
import { ContactField } from "./ContactField.tsx";
import { createMessageKeys } from "./message-keys.ts";
import { retryAfterText } from "./retry-after-text.ts";
import { SpamTrap } from "./SpamTrap.tsx";
import { sendContactMessage } from "./send-contact-message.ts";

type Values = Record<Field, string>;
type Schema = typeof import("../../core/contact/contact-message.ts");

// The schema (zod) loads once the page is shown, keeping it out of the page's first load.
const loadSchema = (): Promise<Schema> => import("../../core/contact/contact-message.ts");

const emptyValues: Values = { name: "", email: "", subject: "", message: "" };
const fieldOrder: readonly Field[] = ["name", "email", "subject", "message"];

/** A subject handed over in the address, made to fit the single-line subject field. */
function subjectFrom(prefill: string | null): string {
  return (prefill ?? "").replace(/\s+/g, " ").trim();
}

interface ContactFormProps {
  /** The subject given in the address, e.g. by a project's "Inquire about this work" link. */
  prefilledSubject: string | null;
}

/** The message form: validates with the shared schema, then posts to the contact API. */
export function ContactForm({ prefilledSubject }: ContactFormProps) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [sending, setSending] = useState(false);
  const [schema, setSchema] = useState<Schema>();
  const [keys] = useState(createMessageKeys);
  const shownAt = useRef(0);
  const spamTrapRef = useRef<HTMLInputElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const controls = useRef<Partial<Record<Field, HTMLInputElement & HTMLTextAreaElement>>>({});

  useTypedBeforeHydration(() => {
    const typed = { ...emptyValues };
    for (const field of fieldOrder) typed[field] = controls.current[field]?.value ?? "";
    const typedEarly = fieldOrder.some((field) => typed[field] !== "");
    if (typedEarly) setValues(typed);
    // Typed into before the script ran, the form has been shown since the page opened, the
    // origin of performance.now(): the spam check must count the visitor's time from there.
    shownAt.current = typedEarly ? 0 : performance.now();
  });

  // Until the page's script runs, the form cannot send (the API takes JSON), so its button
  // stays disabled instead of letting the browser submit the fields into the address bar.
  useEffect(() => {
    let current = true;
    loadSchema().then((loaded) => current && setSchema(loaded));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const subject = subjectFrom(prefilledSubject);
    if (subject) setValues((current) => (current.subject ? current : { ...current, subject }));
  }, [prefilledSubject]);

  const showErrors = (found: ContactFieldErrors) => {
    // Rendered before the focus moves, so the focused field already names its error.
    flushSync(() => setErrors(found));
    const first = fieldOrder.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field that has shown an error is checked again as the visitor corrects it.
    if (schema && errors[field] !== undefined) {
      const result = schema.validateContactMessage(next);
      setErrors((current) => ({
        ...current,
        [field]: result.ok ? undefined : result.errors[field],
      }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !schema) return;
    const result = schema.validateContactMessage(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const outcome = await sendContactMessage(
      {
        ...result.message,
        website: spamTrapRef.current?.value ?? "",
        elapsedMs: Math.round(performance.now() - shownAt.current),
      },
      { idempotencyKey: keys.keyFor(result.message) },
    );
    // The button was disabled while sending, which took the focus from it: it gets it back,
    // rather than leaving a keyboard or screen reader user at the top of the page.
    flushSync(() => setSending(false));
    if (document.activeElement === document.body || document.activeElement === null) {
      sendButton.current?.focus();
    }

    switch (outcome.kind) {
      case "accepted":
        keys.forget();
        setValues(emptyValues);
        if (spamTrapRef.current) spamTrapRef.current.value = "";
        shownAt.current = performance.now();
        notify({
          title: "Message sent successfully!",
          description: "Thank you for your message. I'll get back to you soon.",
        });
        break;
      case "invalid":
        showErrors(outcome.fields);
        break;
      case "rate-limited":
        console.warn("The contact API refused the message for now:", outcome);
        notify({
          title: "Error sending message",
          description: `Too many messages were sent from your network in a short time. Please try again ${retryAfterText(outcome.retryAfterSeconds)}.`,
          variant: "destructive",
        });
        break;
      case "failed":
        console.error("The contact message could not be sent:", outcome.error);
        notify({
          title: "Error sending message",
          description: "There was a problem sending your message. Please try again.",
          variant: "destructive",
        });
        break;
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => change(field, value),
    maxLength: schema?.contactLimits[field],
    readOnly: sending,
    controlRef: (element: (HTMLInputElement & HTMLTextAreaElement) | null) => {
      if (element) controls.current[field] = element;
      else delete controls.current[field];
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="relative space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <ContactField label="Name" autoComplete="name" {...fieldProps("name")} />
        <ContactField label="Email" type="email" autoComplete="email" {...fieldProps("email")} />
      </div>
      <ContactField label="Subject" optional autoComplete="off" {...fieldProps("subject")} />
      <ContactField label="Message" multiline {...fieldProps("message")} />
      <SpamTrap inputRef={spamTrapRef} />
      <button
        ref={sendButton}
        type="submit"
        disabled={!schema || sending}
        className="h-12 w-full rounded-sm bg-ink px-8 text-sm font-medium tracking-wide text-white transition-colors hover:bg-ink/85 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
