import { join } from "node:path";
import { FileStore } from "../static/file-store.ts";
import { negotiateEncoding } from "../static/negotiate-encoding.ts";
import type { StudioShell } from "./studio-app.ts";

/** The page React Router writes for addresses it did not prerender; the app routes from it. */
export const spaFallbackFile = "__spa-fallback.html";

/**
 * The Studio's page shell from a build folder: the app's SPA fallback page, compressed as the
 * browser accepts. Its CSP (with the hashes of its inline scripts) is added by the security
 * headers like any page's.
 */
export function buildFolderShell(buildDir: string): StudioShell {
  const files = new FileStore(join(buildDir, "client"));
  return async (c) => {
    const file = await files.get(spaFallbackFile);
    if (!file) {
      return c.text(`The build has no ${spaFallbackFile}: run "npm run build".`, 500);
    }
    const { body, encoding } = negotiateEncoding(file, c.req.header("Accept-Encoding"));
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      ETag: file.etag,
      "Content-Length": String(body.length),
    });
    if (file.br || file.gzip) headers.set("Vary", "Accept-Encoding");
    if (encoding) headers.set("Content-Encoding", encoding);
    return new Response(body, { status: 200, headers });
  };
}
