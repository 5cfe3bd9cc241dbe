import { signInPath } from "./studio-client.ts";

/**
 * Said above a form when a save found the session ended (signed out on another device, the
 * password changed, a month gone by): nothing was saved, and the changes stay on the screen
 * while the owner signs in again in another tab.
 */
export function SignedOutNotice({ signedOut }: { signedOut: boolean }) {
  if (!signedOut) return null;
  return (
    <div role="alert" className="mt-4 border-l-4 border-accent bg-line/40 px-3 py-3">
      <p className="font-semibold">Not saved: you were signed out</p>
      <p className="mt-1">
        Your changes are still here. Sign in again in a new tab, then come back to this one and save
        them.
      </p>
      <a
        href={signInPath}
        target="_blank"
        rel="noopener"
        className="mt-3 inline-block border border-ink bg-paper px-4 py-2"
      >
        Sign in again in a new tab
      </a>
    </div>
  );
}
