/** The longest address the Studio proposes. */
const maxLength = 80;

/**
 * The address a new project's title suggests: lower-case words joined by hyphens, accents
 * taken off ("Études à l'eau" → "etudes-a-l-eau"), as the content guide asks of folder names.
 * The server checks it before making the folder.
 */
export function addressFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{Mark}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}
