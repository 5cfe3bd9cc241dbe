/**
 * Whether `text` holds a C0 or C1 control character or DEL: characters no file of a build is
 * named with, and some of which browsers drop silently from an address (tab, line breaks).
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
