/**
 * The publication's subscribe page with the visitor's e-mail as the `email` query parameter,
 * encoded so that characters such as "+" and "@" reach the platform unchanged.
 */
export function subscribeUrlFor(subscribeUrl: string, email: string): string {
  const url = new URL(subscribeUrl);
  const separator = url.search ? "&" : "?";
  return `${url.origin}${url.pathname}${url.search}${separator}email=${encodeURIComponent(email)}${url.hash}`;
}
