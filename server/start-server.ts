import type { AddressInfo } from "node:net";
import type { DatabaseSync } from "node:sqlite";
import { type ServerType, serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { Site } from "../core/content/site-schema.ts";
import { clientAddress } from "./api/client-address.ts";
import { createApp } from "./app.ts";
import { DailyBackups } from "./backups/daily-backups.ts";
import { createMailer } from "./delivery/create-mailer.ts";
import { createOutbox } from "./delivery/create-outbox.ts";
import {
  type DeliveryRetryPolicy,
  defaultDeliveryRetryPolicy,
} from "./delivery/delivery-retry-policy.ts";
import { isAbandonedOwner, leaseOwnerId } from "./delivery/lease-owner.ts";
import type { Mailer } from "./delivery/mailer.ts";
import { NoticeSender } from "./delivery/notice-sender.ts";
import type { Outbox } from "./delivery/outbox.ts";
import { OwnerNotices } from "./delivery/owner-notices.ts";
import { recordServerDelivery } from "./delivery/server-delivery-record.ts";
import { siteMailSettings } from "./delivery/site-mail-settings.ts";
import type { Settings } from "./env.ts";
import type { Logger } from "./logger.ts";
import { PasswordThrottle } from "./private-projects/password-throttle.ts";
import { PrivatePasswords } from "./private-projects/private-passwords.ts";
import { Publisher } from "./publish/publisher.ts";
import { ScheduledPublishing } from "./publish/scheduled-publishing.ts";
import { type ServedRelease, ServedReleases } from "./releases/served-releases.ts";
import { siteCspSources } from "./security/content-security-policy.ts";
import { openDatabase } from "./storage/database.ts";
import { ipHasher, newSalt } from "./storage/ip-hash.ts";
import { SqliteMessageStore } from "./storage/sqlite-message-store.ts";
import { StudioSetup } from "./studio/studio-setup.ts";

export interface RunningServer {
  url: string;
  outbox: Outbox;
  store: SqliteMessageStore;
  releases: ServedReleases;
  /** Stops taking requests, lets the delivery in progress finish, closes the database. */
  close(): Promise<void>;
}

/** How long a client may take to send its request, so idle or dribbling connections end. */
export interface RequestTimeouts {
  /** The whole request, head and body (at most 64 KB for the API). */
  requestMs: number;
  /** The request head alone. */
  headersMs: number;
}

export const defaultRequestTimeouts: RequestTimeouts = { requestMs: 20_000, headersMs: 10_000 };

/** The visitors' side: their messages, the mail that delivers them, private projects' passwords. */
interface MessageParts {
  store: SqliteMessageStore;
  passwords: PrivatePasswords;
  hashIp: (address: string) => string;
  mailer: Mailer;
  outbox: Outbox;
}

/** The owner's side: the Studio's own connection to the same database file, and what uses it. */
interface StudioParts {
  db: DatabaseSync;
  notices: OwnerNotices;
  noticeSender: NoticeSender;
  setup: StudioSetup;
  publisher: Publisher;
  /** Publishes by itself when a published project's live window opens or closes. */
  scheduled: ScheduledPublishing;
}

function openMessages(
  settings: Settings,
  logger: Logger,
  retryPolicy: DeliveryRetryPolicy,
  site: () => Site,
): MessageParts {
  const store = SqliteMessageStore.open(settings.DATA_DIR);
  const passwords = PrivatePasswords.open(settings.DATA_DIR);
  const salt = settings.IP_HASH_SALT ?? store.setting("ip_hash_salt", newSalt);
  const mailer = createMailer(settings);
  recordServerDelivery(store, mailer);
  const owner = leaseOwnerId();
  const outbox = createOutbox(settings, site, {
    store,
    mailer,
    logger,
    retryPolicy,
    owner,
    isAbandonedOwner: (holder) => isAbandonedOwner(holder, owner),
  });
  return { store, passwords, hashIp: ipHasher(salt), mailer, outbox };
}

function openStudio(
  settings: Settings,
  logger: Logger,
  retryPolicy: DeliveryRetryPolicy,
  site: () => Site,
  { mailer, listeningAt }: { mailer: Mailer; listeningAt: () => string },
): StudioParts {
  const db = openDatabase(settings.DATA_DIR);
  const notices = new OwnerNotices(db);
  const setup = new StudioSetup({
    db,
    dataDir: settings.DATA_DIR,
    logger,
    // The site's address (SITE_URL when given) first, then this server's, for a first look
    // before the name works.
    addresses: () => [
      ...new Set([settings.SITE_URL ?? site().siteUrl, listeningAt()].filter(Boolean)),
    ],
  });
  const noticeSender = new NoticeSender({
    notices,
    mailer,
    mail: () => siteMailSettings(settings, site()),
    logger,
    retryPolicy,
  });
  const publisher = new Publisher({
    contentDir: settings.CONTENT_DIR,
    buildRoot: settings.BUILD_DIR,
    imageCacheDir: settings.IMAGE_CACHE_DIR,
    dataDir: settings.DATA_DIR,
    logger,
  });
  const scheduled = new ScheduledPublishing({
    buildRoot: settings.BUILD_DIR,
    publisher,
    logger,
    notify: (notice) => {
      notices.add(notice);
      noticeSender.nudge();
    },
  });
  return { db, notices, noticeSender, setup, publisher, scheduled };
}

/** The whole app: the Studio, the contact API, private projects and the site. */
function serverApp(
  settings: Settings,
  logger: Logger,
  retryPolicy: DeliveryRetryPolicy,
  { releases, site, restart }: { releases: ServedReleases; site: () => Site; restart?: () => void },
  messages: MessageParts,
  studio: StudioParts,
) {
  const { store, passwords, hashIp, outbox } = messages;
  return createApp({
    releases,
    logger,
    studio: {
      db: studio.db,
      archive: store,
      delivery: outbox,
      publisher: studio.publisher,
      siteUrl: () => site().siteUrl,
      trustProxy: settings.TRUST_PROXY > 0,
      clientAddress: clientAddress(settings.TRUST_PROXY),
      hashIp,
      retryForMs: retryPolicy.retryForMs,
      logger,
      setup: studio.setup,
      restart,
      notify: (notice) => {
        studio.notices.add(notice);
        studio.noticeSender.nudge();
      },
      content: {
        contentDir: settings.CONTENT_DIR,
        dataDir: settings.DATA_DIR,
        buildRoot: settings.BUILD_DIR,
        quotaBytes: settings.CONTENT_QUOTA_MB * 1024 * 1024,
      },
    },
    api: {
      store,
      siteUrl: () => site().siteUrl,
      clientAddress: clientAddress(settings.TRUST_PROXY),
      hashIp,
      rateLimit: settings.RATE_LIMIT_DISABLED
        ? false
        : { limit: settings.RATE_LIMIT_MAX, windowMs: settings.RATE_LIMIT_WINDOW_SECONDS * 1000 },
      retryForMs: retryPolicy.retryForMs,
      logger,
      onAccepted: () => outbox.nudge(),
    },
    security: { trustProxy: settings.TRUST_PROXY > 0 },
    cspSources: siteCspSources,
    privateProjects: { passwords, throttle: new PasswordThrottle() },
  });
}

/** Starts taking requests; resolves once the server listens. */
function listen(app: Hono, settings: Settings, timeouts: RequestTimeouts): Promise<ServerType> {
  return new Promise((resolve) => {
    const listening = serve(
      {
        fetch: app.fetch,
        port: settings.PORT,
        hostname: settings.HOST,
        serverOptions: {
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.headersMs,
          // Node checks the two timeouts only this often (30 s by default), which would let a
          // slow client hold its connection for that much longer.
          connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
        },
      },
      () => resolve(listening),
    );
  });
}

/** Warns of the build's private projects that have no password yet: nobody can open them. */
function warnAboutLockedProjects(
  release: ServedRelease,
  passwords: PrivatePasswords,
  logger: Logger,
): void {
  const locked = release.pageAccess.privateProjects
    .map((project) => project.id)
    .filter((id) => passwords.hashOf(id) === undefined);
  if (locked.length > 0) {
    logger.warn("private projects without a password: nobody can open them until one is set", {
      projects: locked.join(", "),
      setIn: "the Studio, on the project's page, or npm run private -- set-password <project-id>",
    });
  }
}

/** Opens the message store, starts the outbox and serves the site and the API. */
export async function startServer(
  settings: Settings,
  logger: Logger,
  retryPolicy: DeliveryRetryPolicy = defaultDeliveryRetryPolicy,
  timeouts: RequestTimeouts = defaultRequestTimeouts,
  /** Closes this server and starts it again (the setup's restore); none: no restore. */
  supervision: { restart?: () => void } = {},
): Promise<RunningServer> {
  const releases = new ServedReleases(settings.BUILD_DIR);
  const first = releases.current();
  if (!first) throw new Error(`There is no build in ${settings.BUILD_DIR}: run npm run build.`);
  // The site's settings come with each build: a published change of the contact address or
  // the newsletter applies from the next request, like the pages.
  const site = () => releases.current()?.site ?? first.site;
  const messages = openMessages(settings, logger, retryPolicy, site);
  const { store, passwords, mailer, outbox } = messages;
  if (settings.RATE_LIMIT_DISABLED) {
    logger.warn(
      "RATE LIMIT DISABLED (RATE_LIMIT_DISABLED with NODE_ENV=test): never do this on a public server",
    );
  }
  let listeningAt = "";
  const studio = openStudio(settings, logger, retryPolicy, site, {
    mailer,
    listeningAt: () => listeningAt,
  });
  const app = serverApp(
    settings,
    logger,
    retryPolicy,
    { releases, site, restart: supervision.restart },
    messages,
    studio,
  );

  await outbox.start();
  studio.noticeSender.start();
  // Started by the server itself, so that a container without cron or systemd backs up too.
  const backups = new DailyBackups({
    dataDir: settings.DATA_DIR,
    keep: settings.BACKUP_KEEP,
    logger,
  });
  backups.start();
  const server = await listen(app, settings, timeouts);
  const { port } = server.address() as AddressInfo;
  const url = `http://${settings.HOST}:${port}`;
  logger.info("serving the site", {
    url,
    build: first.id,
    messages: store.location,
    delivery: mailer.description,
  });
  listeningAt = url;
  // While the Studio has no password: the address that lets the owner choose it in a browser.
  studio.setup.ensure();
  warnAboutLockedProjects(first, passwords, logger);
  // A moment that passed while the server was off is published now, through the same build.
  studio.scheduled.start();

  return {
    url,
    outbox,
    store,
    releases,
    async close() {
      // A build still running is ended first: the site served stays as it was.
      studio.scheduled.stop();
      await studio.publisher.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await outbox.stop();
      await studio.noticeSender.stop();
      await backups.stop();
      mailer.close();
      studio.db.close();
      store.close();
      passwords.close();
    },
  };
}
