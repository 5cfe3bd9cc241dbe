import { dictionary } from "@zxcvbn-ts/language-common";

export const minPasswordLength = 12;
/** Longer passphrases are welcome; this only bounds the work one sign-in can ask for. */
export const maxPasswordLength = 1024;

let common: Set<string> | undefined;

/** The zxcvbn-ts project's list of the most used passwords (about 49,000), read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  return common;
}

/**
 * Why `password` may not be the owner's, or undefined when it may. Besides the length, it
 * refuses the listed common passwords, also with digits or symbols added before or after
 * ("Password2024!"), and strings of very few different characters.
 */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < minPasswordLength) {
    return `The password must have at least ${minPasswordLength} characters (it has ${length}).`;
  }
  if (length > maxPasswordLength) {
    return `The password may have at most ${maxPasswordLength} characters.`;
  }
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\p{P}\p{S}\s]+|[\d\p{P}\p{S}\s]+$/gu, "");
  const list = commonPasswords();
  if (list.has(lower) || (core.length > 0 && list.has(core))) {
    return "This password is one of the most commonly used ones; choose another.";
  }
  if (new Set(lower).size < 5) {
    return "The password repeats too few different characters; choose a longer mix.";
  }
  return undefined;
}
