import { type FormEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTypedBeforeHydration } from "../forms/use-typed-before-hydration.ts";
import { ContactField } from "./ContactField.tsx";
import { createMessageKeys } from "./message-keys.ts";
import { notifyOutcome } from "./outcome-notice.ts";
import { SpamTrap } from "./SpamTrap.tsx";
import { sendContactMessage } from "./send-contact-message.ts";
import { useContactFields } from "./use-contact-fields.ts";
import { useContactSchema } from "./use-contact-schema.ts";

/**
 * The subject given in the page's address, e.g. by a project's "Inquire about this work" link:
 * read once the form runs, since the page is built once for every address.
 */
function useSubjectFromAddress(): string | null {
  const [subject, setSubject] = useState<string | null>(null);
  useEffect(() => setSubject(new URLSearchParams(window.location.search).get("subject")), []);
  return subject;
}

/** The message form: validates with the shared schema, then posts to the contact API. */
export function ContactForm() {
  const prefilledSubject = useSubjectFromAddress();
  // Until the page's script runs, the form cannot send (the API takes JSON), so its button
  // stays disabled instead of letting the browser submit the fields into the address bar.
  const schema = useContactSchema();
  const fields = useContactFields(schema, prefilledSubject);
  const [sending, setSending] = useState(false);
  const [keys] = useState(createMessageKeys);
  const shownAt = useRef(0);
  const spamTrapRef = useRef<HTMLInputElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  useTypedBeforeHydration(() => {
    // Typed into before the script ran, the form has been shown since the page opened, the
    // origin of performance.now(): the spam check must count the visitor's time from there.
    shownAt.current = fields.adoptTyped() ? 0 : performance.now();
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !schema) return;
    const result = schema.validateContactMessage(fields.values);
    if (!result.ok) {
      fields.showErrors(result.errors);
      return;
    }
    fields.clearErrors();
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
    if (outcome.kind === "accepted") {
      keys.forget();
      fields.clearValues();
      if (spamTrapRef.current) spamTrapRef.current.value = "";
      shownAt.current = performance.now();
    }
    if (outcome.kind === "invalid") fields.showErrors(outcome.fields);
    notifyOutcome(outcome);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="relative space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <ContactField label="Name" autoComplete="name" {...fields.fieldState("name", sending)} />
        <ContactField
          label="Email"
          type="email"
          autoComplete="email"
          {...fields.fieldState("email", sending)}
        />
      </div>
      <ContactField
        label="Subject"
        optional
        autoComplete="off"
        {...fields.fieldState("subject", sending)}
      />
      <ContactField label="Message" multiline {...fields.fieldState("message", sending)} />
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
