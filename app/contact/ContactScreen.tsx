import type { Site } from "../../core/content/site-schema.ts";
import { NewsletterSignup } from "../newsletter/NewsletterSignup.tsx";
import { ContactForm } from "./ContactForm.tsx";

export function ContactScreen({ newsletter }: { newsletter: Site["newsletter"] }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:px-8 md:py-20">
      <h1 className="font-serif text-4xl tracking-tight md:text-5xl">Contact</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">
        Have a question about a work, a commission or a collaboration? Send me a message and I will
        reply as soon as I can.
      </p>
      <div className="mt-10">
        <ContactForm />
      </div>
      <section aria-labelledby="stay-connected" className="mt-16 border-t border-line pt-12">
        <h2 id="stay-connected" className="font-serif text-2xl tracking-tight md:text-3xl">
          Stay Connected
        </h2>
        <p className="mt-3 leading-relaxed text-muted">
          Subscribe to the newsletter for updates on current projects and a look into the artistic
          process.
        </p>
        <div className="mt-6">
          <NewsletterSignup newsletter={newsletter} />
        </div>
      </section>
    </div>
  );
}
