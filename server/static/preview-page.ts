import type { StaticFile } from "./file-store.ts";

/**
 * The notice at the foot of every page of a preview. It is placed last in the body, after the
 * app's scripts: React hydrates the body's own children and leaves what follows them alone.
 * Inline styles only (the page's policy allows them, and the site's stylesheet may change).
 */
const previewBanner = `<aside aria-label="Preview" data-studio-preview style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;margin:0;padding:0.75rem 1rem;background:#1a1a1a;color:#fff;font:16px/1.5 system-ui,sans-serif;text-align:center"><strong>Preview:</strong> not on the live site, and seen only in this browser while you are signed in to the Studio. <a href="/studio/publish" style="color:#fff;text-decoration:underline">Publish it or leave the preview</a></aside>`;

/** Cache headers of everything a preview answers: for this browser only, never kept. */
export const previewCacheControl = "private, no-store";

/**
 * A page of a preview as the owner's browser gets it: the page with the preview's notice,
 * uncompressed (it is for one person), never cached by the browser or anything on the way.
 */
export function previewPage(
  request: Request,
  file: StaticFile,
  status: 200 | 404,
  headers: Record<string, string>,
): Response {
  const html = (file.identity ?? Buffer.alloc(0)).toString("utf8");
  const at = html.lastIndexOf("</body>");
  const body =
    at === -1 ? html + previewBanner : html.slice(0, at) + previewBanner + html.slice(at);
  return new Response(request.method === "HEAD" ? null : body, {
    status,
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": previewCacheControl,
      "X-Robots-Tag": "noindex",
    },
  });
}
