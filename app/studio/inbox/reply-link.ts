/**
 * A `mailto:` link that starts a reply to a visitor in the owner's own mail program: their
 * address and "Re: " with their subject. The address passed the contact form's pattern, so it
 * holds no character a mailto address would need escaped but "%".
 */
export function replyLink(email: string, subject: string): string {
  const re = `Re: ${subject.trim() === "" ? "your message" : subject.trim()}`;
  return `mailto:${email.replace(/%/g, "%25")}?subject=${encodeURIComponent(re)}`;
}
