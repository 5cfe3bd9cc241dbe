import { dictionary } from "@zxcvbn-ts/language-common";

/** How long a password of one kind may be, in characters. */
export interface PasswordRules {
  minLength: number;
  maxLength: number;
}

/**
 * The Studio owner's password opens everything, so it is long. Longer passphrases are welcome;
 * the maximum only bounds the work one sign-in can ask for.
 */
export const ownerPasswordRules: PasswordRules = { minLength: 12, maxLength: 1024 };

/**
 * A private project's password is shared with a few visitors (a gallerist types it on a phone),
 * and wrong tries are slowed per address and per project, so it may be shorter than the owner's,
 * though not short enough for a list of likely words to reach it. At most 256
 * characters: the visitors' form reads 4 KB, which 256 characters of any script still fit in
 * once the browser has URL-encoded them, so every password set can also be entered.
 */
export const privateProjectPasswordRules: PasswordRules = { minLength: 10, maxLength: 256 };

let common: Set<string> | undefined;

/** The zxcvbn-ts project's list of the most used passwords (about 49,000), read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  return common;
}

/**
 * Why `password` may not be used under `rules`, or undefined when it may. Besides the length,
 * it refuses the listed common passwords, also with digits or symbols added before or after
 * ("Password2024!"), and strings of very few different characters. The `studio` and `private`
 * commands and the Studio all ask here, so a password one of them takes, the others take too.
 */
export function passwordProblem(password: string, rules: PasswordRules): string | undefined {
  const length = [...password].length;
  if (length < rules.minLength) {
    return `The password must have at least ${rules.minLength} characters (it has ${length}).`;
  }
  if (length > rules.maxLength) {
    return `The password may have at most ${rules.maxLength} characters.`;
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
