/** The publication's host name ("name.substack.com"), as the platform's feed widget expects it. */
export function publicationHost(publicationUrl: string): string {
  return new URL(publicationUrl).host;
}
