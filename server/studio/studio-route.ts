import type { Context } from "hono";
import type { ClientAddress } from "../api/client-address.ts";
import type { ContentEditors } from "../content/content-editors.ts";
import type { DeliveryReport } from "../delivery/outbox.ts";
import type { NoticeText } from "../delivery/owner-notices.ts";
import type { Logger } from "../logger.ts";
import type { PrivatePasswords } from "../private-projects/private-passwords.ts";
import type { Publisher } from "../publish/publisher.ts";
import type { MessageArchive } from "../storage/message-store.ts";
import type { DeviceCookie } from "./device-cookie.ts";
import type { InboxStore } from "./inbox-store.ts";
import type { OwnerPassword } from "./owner-password.ts";
import type { PasskeyChallenges } from "./passkey-challenges.ts";
import type { PasskeyStore } from "./passkey-store.ts";
import type { SessionCookie } from "./session-cookie.ts";
import type { Session, SessionStore } from "./session-store.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";
import type { StudioSetup } from "./studio-setup.ts";

/** What a Studio request carries once it has passed the guards. */
export interface StudioEnv {
  Variables: { session: Session | undefined };
}

export type StudioContext = Context<StudioEnv>;

/**
 * One route of the Studio API, under /api/studio. `anyone` routes are the sign-ins (password and
 * passkey), the session probe and whether passkeys are offered; `setup` routes answer only while
 * the Studio has no password (the first start, from the setup address); every other route is
 * `owner` and is answered only with a valid session.
 * Requests that change something (any method but GET) also need the Origin of this site and,
 * for `owner` routes, the session's CSRF token: the guards apply by method and access, so a new
 * route is protected by being listed.
 */
export interface StudioRoute {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  access: "anyone" | "owner" | "setup";
  handler: (c: StudioContext) => Response | Promise<Response>;
  /** The largest request body the route reads, in bytes; 16 KB unless it says otherwise. */
  bodyLimit?: number;
}

/** An `owner` route, as most routes are: answered only with a valid session. */
export function ownerRoute(
  method: StudioRoute["method"],
  path: string,
  handler: StudioRoute["handler"],
  bodyLimit?: number,
): StudioRoute {
  return { method, path, access: "owner", handler, bodyLimit };
}

/** Delivery as the Studio uses it: the outbox's own delivery of one message, and its wake-up. */
export interface StudioDelivery {
  deliverDue(only: { id: string }): Promise<DeliveryReport>;
  nudge(): void;
}

/** Everything the Studio's routes work with. */
export interface StudioDeps {
  owner: OwnerPassword;
  sessions: SessionStore;
  cookie: SessionCookie;
  /** Marks the browsers the owner signed in with, which the sign-in throttle trusts. */
  deviceCookie: DeviceCookie;
  throttle: SignInThrottle;
  /** The owner's passkeys, and the challenges handed out to add one or sign in with one. */
  passkeys: PasskeyStore;
  challenges: PasskeyChallenges;
  /** The site's public address (of the build being served). */
  siteUrl: () => string;
  inbox: InboxStore;
  archive: MessageArchive;
  delivery: StudioDelivery;
  /** Publishing the content folder: changes, builds, previews and the history. */
  publisher: Publisher;
  clientAddress: ClientAddress;
  /** The first start's setup address, while the Studio has no password. */
  setup: StudioSetup;
  /** Closes the server and starts it again; none where there is no restore. */
  restart: (() => void) | undefined;
  /** Turns an IP address into the salted hash that logs carry instead of it. */
  hashIp: (address: string) => string;
  /** How long delivery of a message put back into the queue is retried. */
  retryForMs: number;
  logger: Logger;
  /** Tells the owner, by mail, of a change to their own account. */
  notify: (notice: NoticeText) => void;
  clock: () => number;
  /** The content folder and everything that edits it. */
  content: ContentEditors;
  /** The passwords of private projects, which the Studio sets beside the project's form. */
  privatePasswords: Pick<PrivatePasswords, "set" | "remove">;
  /** Makes the stored hash of a new password (scrypt at its full cost, unless a test says). */
  hashPassword: (password: string) => Promise<string>;
}

/** The signed-in session of an `owner` route (the guard has checked that there is one). */
export function ownerSession(c: StudioContext): Session {
  const session = c.get("session");
  if (!session) throw new Error("An owner route ran without a session");
  return session;
}
