import { emailInputPattern } from "../../core/contact/contact-fields.ts";
import { islandMarker } from "../islands/island-registry.ts";
import { ContactField } from "./ContactField.tsx";
import { SpamTrap } from "./SpamTrap.tsx";
import { contactEndpoint } from "./send-contact-message.ts";

/**
 * The message form. Before any script has run the browser checks the fields itself and posts
 * them to the contact API, which sends it on to a page saying whether the message was sent; the
 * form's island (`contact-form.island.ts`) then checks with the shared schema, shows the errors
 * beside the fields, sends the message as JSON and tells the outcome in a notice.
 */
export function ContactForm() {
  return (
    <form
      action={contactEndpoint}
      method="post"
      {...islandMarker("contact-form")}
      className="relative space-y-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <ContactField label="Name" name="name" autoComplete="name" />
        <ContactField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          pattern={emailInputPattern}
        />
      </div>
      <ContactField label="Subject" name="subject" optional />
      <ContactField label="Message" name="message" multiline />
      <SpamTrap />
      <button
        type="submit"
        className="h-12 w-full rounded-sm bg-ink px-8 text-sm font-medium tracking-wide text-white transition-colors hover:bg-ink/85 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        Send Message
      </button>
    </form>
  );
}
