import type { DatabaseSync } from "node:sqlite";
import { Hono } from "hono";
import { apiError } from "../api/api-error.ts";
import type { ClientAddress } from "../api/client-address.ts";
import { contentEditors } from "../content/content-editors.ts";
import type { StudioContentOptions } from "../content/studio-content.ts";
import type { NoticeText } from "../delivery/owner-notices.ts";
import type { Logger } from "../logger.ts";
import { PrivatePasswords } from "../private-projects/private-passwords.ts";
import type { Publisher } from "../publish/publisher.ts";
import { oneAtATime } from "../security/one-at-a-time.ts";
import { hashPassword, type ScryptCost } from "../security/password-hash.ts";
import type { MessageArchive } from "../storage/message-store.ts";
import { storedSecret } from "../storage/stored-secret.ts";
import { backupRoutes } from "./backup-routes.ts";
import { DeviceCookie, deviceCookieKeySetting } from "./device-cookie.ts";
import { deviceRoutes } from "./device-routes.ts";
import { inboxRoutes } from "./inbox-routes.ts";
import { InboxStore } from "./inbox-store.ts";
import { OwnerPassword } from "./owner-password.ts";
import { pageRoutes } from "./page-routes.ts";
import { PasskeyChallenges } from "./passkey-challenges.ts";
import { passkeyRegistrationRoutes } from "./passkey-registration-routes.ts";
import { passkeySignInRoutes } from "./passkey-sign-in-routes.ts";
import { PasskeyStore } from "./passkey-store.ts";
import { picturePreviewRoutes } from "./picture-preview-routes.ts";
import { projectPasswordRoutes } from "./project-password-routes.ts";
import { projectRoutes } from "./project-routes.ts";
import { publishRoutes } from "./publish-routes.ts";
import { SessionCookie } from "./session-cookie.ts";
import { sessionRoutes } from "./session-routes.ts";
import { SessionStore } from "./session-store.ts";
import { setupRoutes } from "./setup-routes.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";
import { accessGuard, privateHeaders, routeBodyLimit } from "./studio-guards.ts";
import type { StudioDelivery, StudioDeps, StudioEnv, StudioRoute } from "./studio-route.ts";
import { StudioSetup } from "./studio-setup.ts";
import { type StudioShell, studioShellPages } from "./studio-shell-pages.ts";
import { uploadRoutes } from "./upload-routes.ts";

export interface StudioOptions {
  /** The message database (messages.sqlite in DATA_DIR), which also holds the Studio's tables. */
  db: DatabaseSync;
  archive: MessageArchive;
  delivery: StudioDelivery;
  /** Publishing the content folder (server/publish/publisher.ts). */
  publisher: Publisher;
  /** The site's public address (of the build being served): changes may come from its origin. */
  siteUrl: () => string;
  /** Whether a proxy in front (TRUST_PROXY) reports the visitor's scheme. */
  trustProxy: boolean;
  clientAddress: ClientAddress;
  hashIp: (address: string) => string;
  retryForMs: number;
  logger: Logger;
  clock?: () => number;
  /** The content folder the Studio edits, and where it keeps uploads, previews and the trash. */
  content: StudioContentOptions;
  /** The cost of the password hashes the Studio makes; the default unless a test asks for less. */
  passwordCost?: ScryptCost;
  /** Tells the owner, by mail, of a change to their own account (a passkey added). */
  notify: (notice: NoticeText) => void;
  /** The first start's setup address; one over `db`, at the site's address, unless given. */
  setup?: StudioSetup;
  /**
   * Closes the server and starts it again in the same process, which puts a received export in
   * place; without it, the setup page takes no export.
   */
  restart?: () => void;
}

/** The device cookie's signing key, as the database holds it now. */
function deviceCookieKey(db: DatabaseSync): () => Buffer {
  return () => storedSecret(db, deviceCookieKeySetting);
}

/** Every route of the Studio API, in one table that the guards and the tests walk. */
export function studioApiRoutes(deps: StudioDeps): StudioRoute[] {
  return [
    ...sessionRoutes(deps),
    ...deviceRoutes(deps),
    ...passkeyRegistrationRoutes(deps),
    ...passkeySignInRoutes(deps),
    ...inboxRoutes(deps),
    ...projectRoutes(deps),
    ...projectPasswordRoutes(deps),
    ...pageRoutes(deps),
    ...uploadRoutes(deps),
    ...picturePreviewRoutes(deps),
    ...publishRoutes(deps),
    ...setupRoutes(deps),
    ...backupRoutes(deps),
  ];
}

export function studioDeps(options: StudioOptions): StudioDeps {
  const clock = options.clock ?? Date.now;
  return {
    owner: new OwnerPassword(options.db),
    sessions: new SessionStore(options.db, clock),
    cookie: new SessionCookie(options.trustProxy),
    deviceCookie: new DeviceCookie(deviceCookieKey(options.db), options.trustProxy),
    throttle: new SignInThrottle(clock),
    passkeys: new PasskeyStore(options.db),
    challenges: new PasskeyChallenges(clock),
    siteUrl: options.siteUrl,
    inbox: new InboxStore(options.db),
    archive: options.archive,
    delivery: options.delivery,
    publisher: options.publisher,
    clientAddress: options.clientAddress,
    hashIp: options.hashIp,
    retryForMs: options.retryForMs,
    logger: options.logger,
    notify: options.notify,
    clock,
    content: contentEditors({ ...options.content, clock }),
    privatePasswords: new PrivatePasswords(options.db),
    // One hash at a time, as one sign-in check at a time: a setup address is open to anyone.
    hashPassword: oneAtATime((password: string) => hashPassword(password, options.passwordCost)),
    restart: options.restart,
    setup:
      options.setup ??
      new StudioSetup({
        db: options.db,
        dataDir: options.content.dataDir,
        logger: options.logger,
        addresses: () => [options.siteUrl()],
        clock,
      }),
  };
}

/**
 * The Studio's JSON API: each route behind the guards its access asks for. The setup's routes
 * answer only while the Studio is off; every other route only while it is on.
 */
function studioApi(deps: StudioDeps, enabled: () => boolean, siteUrl: () => string) {
  const routes = studioApiRoutes(deps);
  const setupPaths = new Set(
    routes.filter((route) => route.access === "setup").map((route) => `/api/studio${route.path}`),
  );
  const api = new Hono<StudioEnv>();
  api.use("*", privateHeaders);
  api.use("*", async (c, next) => {
    if (enabled() === setupPaths.has(c.req.path)) {
      return apiError(c, 404, "not_found", "There is no API at this address.");
    }
    c.set("session", deps.sessions.find(deps.cookie.read(c)));
    return next();
  });
  for (const route of routes) {
    api.on(
      route.method,
      route.path,
      accessGuard(route.access, siteUrl),
      routeBodyLimit(route),
      route.handler,
    );
  }
  // Unknown addresses are no business of anyone signed out either.
  api.all("*", accessGuard("owner", siteUrl), (c) =>
    apiError(c, 404, "not_found", "There is no API at this address."),
  );
  return api;
}

/**
 * The Studio, the owner's private side: its JSON API under /api/studio and its pages under
 * /studio. Until an owner password is set (`npm run studio -- set-password`), both answer 404 as
 * any unknown address does. The pages are the app's shell; the screens ask the API for data.
 */
export function studioApp(
  options: StudioOptions & {
    /** The app's page shell, which shows the Studio's screens. */
    shell: StudioShell;
    /** What the Studio's addresses show while it is off: the Not-found page, inert. */
    offPage: StudioShell;
    deps?: StudioDeps;
  },
): Hono<StudioEnv> {
  const deps = options.deps ?? studioDeps(options);
  const enabled = () => deps.owner.hash() !== undefined;
  const app = new Hono<StudioEnv>();
  app.route("/api/studio", studioApi(deps, enabled, options.siteUrl));
  app.use(
    "*",
    studioShellPages({
      shell: options.shell,
      offPage: options.offPage,
      setup: deps.setup,
      enabled,
    }),
  );
  return app;
}
