import type { StaticFile } from "./file-store.ts";

/**
 * The notice on every page of a preview: a small card in the corner, above the site's footer,
 * which the owner can fold down to one word (a `details` element: no script). It is placed last
 * in the body, after the app's scripts: React hydrates the body's own children and leaves what
 * follows them alone. Inline styles only (the page's policy allows them, and the site's
 * stylesheet may change).
 */
const previewBanner = [
  '<aside aria-label="Preview" data-studio-preview style="position:fixed;right:0.5rem;bottom:calc(var(--footer-height, 3rem) + 0.5rem);z-index:2147483647;max-width:min(22rem,calc(100vw - 1rem));background:#1a1a1a;color:#fff;font:15px/1.45 system-ui,sans-serif;border-radius:0.5rem;box-shadow:0 2px 8px rgb(0 0 0 / 0.3)">',
  '<details open><summary style="cursor:pointer;padding:0.5rem 0.75rem;font-weight:600">Preview</summary>',
  '<p style="margin:0;padding:0 0.75rem 0.75rem">Not on the live site: only this browser sees it, while you are signed in to the Studio. ',
  '<a href="/studio/publish" style="color:#fff;text-decoration:underline">Publish it or leave the preview</a></p>',
  "</details></aside>",
].join("");

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
