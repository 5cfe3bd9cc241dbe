/** A path segment decoded, or as it is where it cannot be (a `%` not followed by a code). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * How a request path names the Studio's pages: `exact` as the Studio's links write it
 * (`/studio`, `/studio/…`), `other` in any other spelling that a browser's app would still route
 * to the Studio's screens (another case, percent-encoded letters, doubled slashes, a segment it
 * cannot decode, which the app's router then takes as it is), or not at all.
 */
export function studioAddress(rawPath: string): "exact" | "other" | undefined {
  const decoded = rawPath.split("/").map(decodeSegment).join("/");
  const plain = decoded.replace(/[/\\]+/g, "/").toLowerCase();
  if (plain !== "/studio" && !plain.startsWith("/studio/")) return undefined;
  return rawPath === "/studio" || rawPath.startsWith("/studio/") ? "exact" : "other";
}
