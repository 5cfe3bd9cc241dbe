import type { ReactNode } from "react";
import type { Notice } from "../notices/notify.ts";

const linkClass = "text-accent underline underline-offset-4 hover:no-underline";

/**
 * What a browser that posted the contact form itself is shown: the notice the form's script
 * would have shown, as the page's heading and text, and where to go next.
 */
function ContactAnswerScreen({ notice, children }: { notice: Notice; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 md:px-8 md:py-20">
      <h1 className="font-serif text-4xl tracking-tight md:text-5xl">{notice.title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{notice.description}</p>
      <div className="mt-10 space-y-3 text-lg">{children}</div>
    </section>
  );
}

export function MessageSentScreen({ notice }: { notice: Notice }) {
  return (
    <ContactAnswerScreen notice={notice}>
      <p>
        <a href="/portfolio" className={linkClass}>
          Back to Portfolio
        </a>
      </p>
    </ContactAnswerScreen>
  );
}

export function MessageNotSentScreen({ notice }: { notice: Notice }) {
  return (
    <ContactAnswerScreen notice={notice}>
      <p>Your browser's Back button returns to the form with what you wrote.</p>
      <p>
        <a href="/contact" className={linkClass}>
          Contact
        </a>
      </p>
    </ContactAnswerScreen>
  );
}
