import type { Context } from "hono";
import type { ServedRelease, ServedReleases } from "../releases/served-releases.ts";
import type { StudioDeps } from "./studio-route.ts";

/**
 * Which build a request for the public site sees: the preview its browser's Studio session has
 * open, or (undefined) the one served to everyone. Only a valid session cookie of the owner,
 * with the Studio on, opens a preview; a visitor's request costs one look at a map.
 */
export function previewAccess(
  {
    owner,
    sessions,
    cookie,
    publisher,
  }: Pick<StudioDeps, "owner" | "sessions" | "cookie" | "publisher">,
  releases: ServedReleases,
): (c: Context) => ServedRelease | undefined {
  return (c) => {
    if (!publisher.hasPreviews()) return undefined;
    const token = cookie.read(c);
    if (token === undefined || owner.hash() === undefined) return undefined;
    const session = sessions.find(token);
    const preview = session ? publisher.previewFor(session.id) : undefined;
    return preview ? releases.release(preview.releaseId) : undefined;
  };
}
