import type { Context } from "hono";
import { hasControlCharacter } from "./control-characters.ts";

/** Characters browsers drop or treat as a slash when they read a Location: none may reach one. */
function hasUnsafeCharacter(text: string): boolean {
  return hasControlCharacter(text) || text.includes("\\");
}

/**
 * Whether `location` is a path on this site and only that: it starts with one slash, and
 * nothing in it, decoded or not, could make a browser read it as another host (`//host`,
 * `/\host`, or `/<tab>/host`, whose tab browsers drop).
 */
export function isSiteLocation(location: string): boolean {
  if (!location.startsWith("/") || location.startsWith("//")) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(location);
  } catch {
    return false;
  }
  return ![location, decoded].some(
    (text) => hasUnsafeCharacter(text) || text.startsWith("//") || text.startsWith("/\\"),
  );
}

/** A decoded path written as a Location may carry it: each segment percent-encoded. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * A redirect to a page of this site. Every redirect the server sends goes through here, so that
 * none can ever lead off the site: a location that is not plainly one of its paths is answered
 * as an unknown address instead.
 */
export function siteRedirect(
  c: Context,
  location: string,
  status: 301 | 303,
  search = "",
): Response {
  if (!isSiteLocation(location) || (search !== "" && !search.startsWith("?"))) {
    return c.text("Not Found", 404);
  }
  return c.redirect(`${location}${search}`, status);
}
