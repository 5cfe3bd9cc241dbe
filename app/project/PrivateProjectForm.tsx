import type { AccessState } from "../../core/site/access-pages.ts";
import { BackToPortfolio } from "./BackToPortfolio.tsx";

/** What the form says after a try that did not open the project. */
const problems: Record<AccessState, string | undefined> = {
  form: undefined,
  refused: "That password is not right. Check it and try again.",
  wait: "Too many wrong passwords from here. Please wait a few minutes, then try again.",
};

const passwordId = "private-project-password";
const problemId = "private-project-problem";

/**
 * The page a private project's address shows until its password is given: a plain form that
 * posts to the project's own address, so it works before and without the page's script. The
 * server answers a right password with the project, and a wrong one with this form and why.
 */
export function PrivateProjectForm({ state }: { state: AccessState }) {
  const problem = problems[state];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 md:px-8 md:py-16">
      <BackToPortfolio />
      <div className="mt-8 max-w-md">
        <h1 className="font-serif text-4xl tracking-tight md:text-5xl">Private project</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink/90">
          This project is shared by password. Enter the password you were given to see it.
        </p>
        <form method="post" className="mt-8 space-y-3">
          <label htmlFor={passwordId} className="block text-sm font-medium">
            Password
          </label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            // The page answers a refused try: the field to correct takes the focus, and its
            // description says what was wrong.
            // biome-ignore lint/a11y/noAutofocus: only on the page that answers a refused password
            autoFocus={problem !== undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className="block w-full border border-ink/40 bg-paper px-3 py-2.5 text-base"
          />
          {problem && (
            <p id={problemId} role="alert" className="text-sm font-medium text-accent">
              {problem}
            </p>
          )}
          <button
            type="submit"
            className="mt-3 inline-block border border-ink px-5 py-2.5 text-sm tracking-wide transition-colors hover:bg-ink hover:text-white"
          >
            View the project
          </button>
        </form>
      </div>
    </div>
  );
}
