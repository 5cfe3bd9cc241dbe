import { join } from "node:path";
import type { Context, MiddlewareHandler, Next } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Site } from "../../core/content/site-schema.ts";
import { type AccessState, accessPagePaths } from "../../core/site/access-pages.ts";
import { type ClientAddress, rateLimitSubject } from "../api/client-address.ts";
import { mediaTypeOf } from "../http/media-type.ts";
import { siteRedirect } from "../http/site-redirect.ts";
import { readSmallBody } from "../http/small-body.ts";
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
import { type PrivateProject, privateFiles } from "./private-files.ts";
import type { PrivatePasswords } from "./private-passwords.ts";

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

/** Whether a browser sent the request from one of the site's own pages (or it is no browser). */
function fromThisSite(c: Context, site: Site): boolean {
  const origin = c.req.header("Origin");
  if (origin === undefined) return true;
  const host = new URL(c.req.url).host;
  return [new URL(site.siteUrl).origin, `http://${host}`, `https://${host}`].includes(origin);
}

function notFound(c: Context): Response {
  return c.text("Not Found", 404, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
}

/**
 * The password a visitor sent with the page's form, or the answer to a request that is not that
 * form: sent from elsewhere (403), of another type (415) or too large (413).
 */
async function readPasswordForm(c: Context, site: Site): Promise<string | Response> {
  if (!fromThisSite(c, site)) {
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
  return new URLSearchParams(body).get("password") ?? "";
}

/** Who may see which private project, and what everyone else is answered. */
class PrivateProjectGate {
  readonly #options: PrivateProjectAccessOptions;
  readonly #files: FileStore;
  readonly #clock: () => number;
  readonly #verify: (password: string, hash: string) => Promise<boolean>;

  constructor(options: PrivateProjectAccessOptions) {
    this.#options = options;
    this.#files = options.files ?? new FileStore();
    this.#clock = options.clock ?? Date.now;
    // Tries sent at once wait their turn, as the Studio's sign-ins do.
    this.#verify = oneAtATime(options.verify ?? verifyPassword);
  }

  /** Answers a request for a private project's file, or lets it go on to the public site. */
  async answer(c: Context, next: Next): ReturnType<MiddlewareHandler> {
    const release = this.#options.releases.current();
    if (!release || release.pageAccess.privateProjects.length === 0) return next();
    const resolved = resolveRequestPath(new URL(c.req.url).pathname);
    if (resolved.kind !== "file") return next();
    const target = privateFiles(release.pageAccess).get(resolved.file);
    if (!target) return next();

    if (c.req.method === "POST" && target.kind === "page") {
      return this.#answerPassword(c, release, target.projects[0]);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();

    const open = target.projects.find((project) => this.#hasAccess(c, project));
    if (open) {
      if (target.kind === "image") return this.#sendImage(c, release, open, resolved.file);
      return this.#sendPage(c, release, open.id, resolved.file, 200);
    }
    if (target.kind === "page") return this.#sendForm(c, release, "form", 401);
    return notFound(c);
  }

  #hasAccess(c: Context, project: PrivateProject): boolean {
    const { passwords } = this.#options;
    const cookie = getCookie(c, accessCookieName(project.id));
    if (!cookie) return false;
    const hash = passwords.hashOf(project.id);
    if (!hash) return false;
    return verifyAccess(passwords.accessKey(), project.id, hash, cookie, this.#clock());
  }

  /** A page of the release's private folder: the project itself or a state of the form. */
  async #sendPage(
    c: Context,
    release: ServedRelease,
    folder: string,
    name: string,
    status: 200 | 401 | 429,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const file = await this.#files.get(join(release.privateDir, folder, name));
    if (!file) return notFound(c);
    const policy = () => this.#options.pagePolicy(release.site, release.pageHashes[name] ?? []);
    return sendFile(c.req.raw, file, {
      status,
      contentType: contentTypeFor(name),
      cacheControl: status === 200 ? "private, no-cache" : "no-store",
      headers: {
        "X-Site-Release": release.id,
        "X-Robots-Tag": "noindex",
        ...(name.endsWith(".html") ? { "Content-Security-Policy": policy() } : {}),
        ...headers,
      },
    });
  }

  #sendForm(
    c: Context,
    release: ServedRelease,
    state: AccessState,
    status: 401 | 429,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const page = `${accessPagePaths[state].slice(1)}/index.html`;
    return this.#sendPage(c, release, accessPagesFolder, page, status, {
      "WWW-Authenticate": 'Form realm="Private project"',
      ...headers,
    });
  }

  /** An image of a project the visitor has opened, from that project's own folder. */
  async #sendImage(
    c: Context,
    release: ServedRelease,
    project: PrivateProject,
    name: string,
  ): Promise<Response> {
    const file = await this.#files.get(join(release.privateDir, project.id, name));
    if (!file) return notFound(c);
    return sendFile(c.req.raw, file, {
      status: 200,
      contentType: contentTypeFor(name),
      // Content-addressed, so the browser may keep it; never a shared cache.
      cacheControl: "private, max-age=604800, immutable",
      headers: { "X-Site-Release": release.id, "X-Robots-Tag": "noindex" },
    });
  }

  async #answerPassword(
    c: Context,
    release: ServedRelease,
    project: PrivateProject,
  ): Promise<Response> {
    const { throttle, clientAddress, passwords, logger } = this.#options;
    const password = await readPasswordForm(c, release.site);
    if (password instanceof Response) return password;

    const decision = throttle.begin(rateLimitSubject(clientAddress(c)), project.id);
    if (!decision.allowed) {
      const seconds = Math.ceil(decision.retryAfterMs / 1000);
      logger.warn("private project password tries slowed", { project: project.id, seconds });
      return this.#sendForm(c, release, "wait", 429, { "Retry-After": String(seconds) });
    }
    const hash = passwords.hashOf(project.id);
    // Without a password set nothing opens the project; the try counts like a wrong one.
    if (hash === undefined || password === "" || !(await this.#verify(password, hash))) {
      return this.#sendForm(c, release, "refused", 401);
    }
    decision.attempt.succeeded();
    return this.#opened(c, project, hash);
  }

  /** Sets the signed cookie that opens the project, and sends the visitor back to its page. */
  #opened(c: Context, project: PrivateProject, hash: string): Response {
    const expiresAt = this.#clock() + accessLifetimeMs;
    setCookie(
      c,
      accessCookieName(project.id),
      signAccess(this.#options.passwords.accessKey(), project.id, hash, expiresAt),
      {
        path: "/",
        maxAge: accessLifetimeMs / 1000,
        httpOnly: true,
        sameSite: "Lax",
        secure: this.#options.isHttps(c),
      },
    );
    c.header("Cache-Control", "no-store");
    // The form posts to the address it was shown at, which may name an image to open.
    return siteRedirect(c, project.path, 303, new URL(c.req.url).search);
  }
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
  const gate = new PrivateProjectGate(options);
  return (c, next) => gate.answer(c, next);
}
