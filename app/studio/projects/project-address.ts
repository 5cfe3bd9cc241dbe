/** The longest address the Studio proposes. */
const maxLength = 80;

/** Latin letters that are not a base letter with accents, written as their usual spelling. */
const spelledOut: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

const spelledOutLetters = new RegExp(`[${Object.keys(spelledOut).join("")}]`, "g");

/**
 * The address a new project's title suggests: lower-case words joined by hyphens, accents
 * taken off ("Études à l'eau" → "etudes-a-l-eau", "Straße" → "strasse"), as the content guide
 * asks of folder names.
 * The server checks it before making the folder.
 */
export function addressFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{Mark}/gu, "")
    .toLowerCase()
    .replace(spelledOutLetters, (letter) => spelledOut[letter] ?? letter)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}
