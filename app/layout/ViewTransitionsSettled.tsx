import { settleViewTransitions } from "./settle-view-transitions.ts";

/** The script in the page's head that keeps a skipped view transition quiet. */
export function ViewTransitionsSettled() {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own typed function's text
    <script dangerouslySetInnerHTML={{ __html: `(${settleViewTransitions.toString()})();` }} />
  );
}
