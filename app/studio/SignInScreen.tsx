import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useHeadingFocus } from "./use-heading-focus.ts";

/** The one way in: the owner's password. */
export function SignInScreen({ error }: { error: string | undefined }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const input = useRef<HTMLInputElement>(null);
  const submitting = useNavigation().state === "submitting";

  useEffect(() => {
    if (error) input.current?.select();
  }, [error]);

  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-sm py-8">
      <h1
        id="sign-in-heading"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-3xl outline-none"
      >
        Sign in
      </h1>
      <p className="mt-2 text-muted">The Studio is where the site's owner reads messages.</p>
      <Form method="post" className="mt-6 flex flex-col gap-2">
        <label htmlFor="studio-password" className="font-medium">
          Password
        </label>
        <input
          ref={input}
          id="studio-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "sign-in-error" : undefined}
          className="w-full border border-ink px-3 py-2 text-base"
        />
        {error && (
          <p id="sign-in-error" role="alert" className="text-accent">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={submitting}
          className="mt-2 border border-ink bg-ink px-4 py-2 text-white disabled:opacity-70"
        >
          {submitting ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </section>
  );
}
