import { join } from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { PageAccess } from "../../core/content/page-access.ts";
import type { Site } from "../../core/content/site-schema.ts";
import { type AccessState, accessPagePaths } from "../../core/site/access-pages.ts";
import { type ClientAddress, rateLimitSubject } from "../api/client-address.ts";
import { mediaTypeOf } from "../http/media-type.ts";
import { siteRedirect } from "../http/site-redirect.ts";
import type { Logger } from "../logger.ts";
import { accessPagesFolder } from "../releases/release-files.ts";
import type { ServedRelease, ServedReleases } from "../releases/served-releases.ts";
import { oneAtATime } from "../security/one-at-a-time.ts";
import { verifyPassword } from "../security/password-hash.ts";
import { contentTypeFor } from "../static/content-type.ts";
import { FileStore } from "../static/file-store.ts";
import { resolveRequestPath } from "../static/resolve-path.ts";
import { sendFile } from "../static/send-file.ts";
import { accessCookieName, accessLifetimeMs, signAccess, verifyAccess } from "./access-cookie.ts";
import type { PasswordThrottle } from "./password-throttle.ts";
import type { PrivatePasswords } from "./private-passwords.ts";

type PrivateProject = PageAccess["privateProjects"][number];

export interface PrivateProjectAccessOptions {
  releases: ServedReleases;
  passwords: Pick<PrivatePasswords, "hashOf" | "accessKey">;
  throttle: PasswordThrottle;
  clientAddress: ClientAddress;
  /** The Content Security Policy of a page of this site, allowing its own inline scripts. */
  pagePolicy: (site: Site, inlineScriptHashes: string[]) => string;
  /** Whether the visitor reached the server over HTTPS: the cookie is then `Secure`. */
  isHttps: (c: Context) => boolean;
  logger: Logger;
  files?: FileStore;
  clock?: () => number;
  /** Checks a password against its stored hash (scrypt; tests may pass a cheaper one). */
  verify?: (password: string, hash: string) => Promise<boolean>;
}

/** The largest password form read: a password and its field name, with plenty of room. */
export const maxPasswordFormBytes = 4096;

/** What a request for a file of the release asks of a private project. */
type Target =
  | { kind: "page" | "data"; projects: [PrivateProject] }
  | { kind: "image"; projects: PrivateProject[] };

interface Lookup {
  byFile: Map<string, Target>;
}

const lookups = new WeakMap<PageAccess, Lookup>();

/** Which files of the release belong to which private project, worked out once per release. */
function lookupOf(access: PageAccess): Lookup {
  const known = lookups.get(access);
  if (known) return known;
  const byFile = new Map<string, Target>();
  for (const project of access.privateProjects) {
    const page = project.path.slice(1);
    byFile.set(`${page}/index.html`, { kind: "page", projects: [project] });
    byFile.set(`${page}.data`, { kind: "data", projects: [project] });
    for (const name of project.images) {
      const file = `img/${name}`;
      const shared = byFile.get(file);
      if (shared?.kind === "image") shared.projects.push(project);
      else byFile.set(file, { kind: "image", projects: [project] });
    }
  }
  const lookup = { byFile };
  lookups.set(access, lookup);
  return lookup;
}

/** Reads a small request body as text; undefined when it is larger than `maxBytes`. */
async function readSmallBody(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Whether a browser sent the request from one of the site's own pages (or it is no browser). */
function fromThisSite(c: Context, site: Site): boolean {
  const origin = c.req.header("Origin");
  if (origin === undefined) return true;
  const host = new URL(c.req.url).host;
  return [new URL(site.siteUrl).origin, `http://${host}`, `https://${host}`].includes(origin);
}

/**
 * Serves private projects to those who gave their password, and nobody else. A private
 * project's page, data and own image files live outside `client/`, in the release's private
 * folder: without the project's cookie its address answers with the password form (HTTP 401),
 * and its data and images with 404, as if they did not exist. The form posts the password to
 * the page's own address; a right one sets a signed cookie for that project (7 days) and
 * redirects to the page, a wrong one shows the form again with the reason, and tries are
 * limited per address and per project. Every other request goes on to the public site.
 */
export function privateProjectAccess(options: PrivateProjectAccessOptions): MiddlewareHandler {
  const { releases, passwords, throttle, clientAddress, pagePolicy, isHttps, logger } = options;
  const files = options.files ?? new FileStore();
  const clock = options.clock ?? Date.now;
  // Tries sent at once wait their turn, as the Studio's sign-ins do.
  const verify = oneAtATime(options.verify ?? verifyPassword);

  const hasAccess = (c: Context, project: PrivateProject): boolean => {
    const cookie = getCookie(c, accessCookieName(project.id));
    if (!cookie) return false;
    const hash = passwords.hashOf(project.id);
    if (!hash) return false;
    return verifyAccess(passwords.accessKey(), project.id, hash, cookie, clock());
  };

  const notFound = (c: Context) =>
    c.text("Not Found", 404, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

  /** A page of the release's private folder: the project itself or a state of the form. */
  const sendPage = async (
    c: Context,
    release: ServedRelease,
    folder: string,
    name: string,
    status: 200 | 401 | 429,
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    const file = await files.get(join(release.privateDir, folder, name));
    if (!file) return notFound(c);
    return sendFile(c.req.raw, file, {
      status,
      contentType: contentTypeFor(name),
      cacheControl: status === 200 ? "private, no-cache" : "no-store",
      headers: {
        "X-Site-Release": release.id,
        "X-Robots-Tag": "noindex",
        ...(name.endsWith(".html")
          ? { "Content-Security-Policy": pagePolicy(release.site, release.pageHashes[name] ?? []) }
          : {}),
        ...headers,
      },
    });
  };

  const sendForm = (
    c: Context,
    release: ServedRelease,
    state: AccessState,
    status: 401 | 429,
    headers: Record<string, string> = {},
  ) =>
    sendPage(
      c,
      release,
      accessPagesFolder,
      `${accessPagePaths[state].slice(1)}/index.html`,
      status,
      {
        "WWW-Authenticate": 'Form realm="Private project"',
        ...headers,
      },
    );

  const answerPassword = async (c: Context, release: ServedRelease, project: PrivateProject) => {
    if (!fromThisSite(c, release.site)) {
      return c.text("The password can only be sent from this site's own form.", 403, {
        "Cache-Control": "no-store",
      });
    }
    if (mediaTypeOf(c) !== "application/x-www-form-urlencoded") {
      return c.text("Send the password with the page's form.", 415, {
        "Cache-Control": "no-store",
      });
    }
    const body = await readSmallBody(c.req.raw, maxPasswordFormBytes);
    if (body === undefined) {
      return c.text("The form is too large.", 413, { "Cache-Control": "no-store" });
    }
    const password = new URLSearchParams(body).get("password") ?? "";

    const decision = throttle.begin(rateLimitSubject(clientAddress(c)), project.id);
    if (!decision.allowed) {
      const seconds = Math.ceil(decision.retryAfterMs / 1000);
      logger.warn("private project password tries slowed", { project: project.id, seconds });
      return sendForm(c, release, "wait", 429, { "Retry-After": String(seconds) });
    }
    const hash = passwords.hashOf(project.id);
    // Without a password set nothing opens the project; the try counts like a wrong one.
    if (hash === undefined || password === "" || !(await verify(password, hash))) {
      return sendForm(c, release, "refused", 401);
    }

    decision.attempt.succeeded();
    const now = clock();
    setCookie(
      c,
      accessCookieName(project.id),
      signAccess(passwords.accessKey(), project.id, hash, now + accessLifetimeMs),
      {
        path: "/",
        maxAge: accessLifetimeMs / 1000,
        httpOnly: true,
        sameSite: "Lax",
        secure: isHttps(c),
      },
    );
    c.header("Cache-Control", "no-store");
    // The form posts to the address it was shown at, which may name an image to open.
    return siteRedirect(c, project.path, 303, new URL(c.req.url).search);
  };

  return async (c, next) => {
    const release = releases.current();
    if (!release || release.pageAccess.privateProjects.length === 0) return next();
    const resolved = resolveRequestPath(new URL(c.req.url).pathname);
    if (resolved.kind !== "file") return next();
    const target = lookupOf(release.pageAccess).byFile.get(resolved.file);
    if (!target) return next();

    if (c.req.method === "POST" && target.kind === "page") {
      return answerPassword(c, release, target.projects[0]);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();

    const open = target.projects.find((project) => hasAccess(c, project));
    if (open) {
      if (target.kind === "image") {
        const file = await files.get(join(release.privateDir, open.id, resolved.file));
        if (!file) return notFound(c);
        return sendFile(c.req.raw, file, {
          status: 200,
          contentType: contentTypeFor(resolved.file),
          // Content-addressed, so the browser may keep it; never a shared cache.
          cacheControl: "private, max-age=604800, immutable",
          headers: { "X-Site-Release": release.id, "X-Robots-Tag": "noindex" },
        });
      }
      return sendPage(c, release, open.id, resolved.file, 200);
    }
    if (target.kind === "page") return sendForm(c, release, "form", 401);
    return notFound(c);
  };
}
