/**
 * How the Studio's buttons look, by their part on a screen; a link that acts as a button takes
 * the same look. Each use adds its own margins and how it looks while it cannot be pressed.
 */

/** The button that does what the form or screen is for: Save, Publish, Sign in. */
export const mainButton = "border border-ink bg-ink px-4 py-2 text-white";

/** Any other button of a screen. */
export const plainButton = "border border-ink px-4 py-2";

/** A button in a list's row, beside the others of its row. */
export const rowButton = "border border-ink px-3 py-2";

/** A button that takes something away, after a question. */
export const removeButton = "border border-accent px-4 py-2 text-accent";
