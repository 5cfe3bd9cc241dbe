/**
 * How a request path names the Studio's pages: `exact` as the Studio's links write it
 * (`/studio`, `/studio/…`), `other` in any other spelling that a browser's app would still route
 * to the Studio's screens (another case, percent-encoded letters, doubled slashes), or not at all.
 */
export function studioAddress(rawPath: string): "exact" | "other" | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const plain = decoded.replace(/[/\\]+/g, "/").toLowerCase();
  if (plain !== "/studio" && !plain.startsWith("/studio/")) return undefined;
  return rawPath === "/studio" || rawPath.startsWith("/studio/") ? "exact" : "other";
}
