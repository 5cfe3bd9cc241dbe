import type { FieldProblem } from "../content/field-problem.ts";
import type { MessageStatus, SpamReason } from "../messages/stored-message.ts";

/**
 * What the Studio's pages and its API (`/api/studio/`) say to each other. Types and constants
 * only: the server validates what it receives with its own schemas, which are checked against
 * these types.
 */

/** The header that carries the session's CSRF token on every request that changes something. */
export const csrfHeader = "X-CSRF-Token";

/** The lists of the inbox, each a filter over the same messages. */
export const inboxViews = ["inbox", "failed", "spam", "archived"] as const;
export type InboxView = (typeof inboxViews)[number];

/** Messages per page of the inbox. */
export const inboxPageSize = 50;
/** The longest search the inbox takes. */
export const maxSearchLength = 200;

export interface StudioCounts {
  /** Messages not yet read, outside the spam and the archive. */
  unread: number;
  /** Messages whose delivery by e-mail failed. */
  failed: number;
  /** Messages filed as spam and not yet read: a person's message may be among them. */
  spam: number;
}

/** The answer of `GET /api/studio/session`: whether this browser is signed in. */
export type SessionProbe =
  | { signedIn: false }
  | {
      signedIn: true;
      csrfToken: string;
      counts: StudioCounts;
      /** How many changes of the content are not published yet (see publish-api.ts). */
      unpublished: number;
    };

/** The answer to a successful sign-in. */
export interface SignedIn {
  signedIn: true;
  csrfToken: string;
}

export interface SignInRequest {
  password: string;
}

/** The first start: the token of the setup address, and the password the owner chooses. */
export interface SetupRequest {
  token: string;
  password: string;
  repeat: string;
}

/** Whether a setup address still opens the setup. */
export interface SetupCheckRequest {
  token: string;
}

/** The header that carries the setup code with an export, whose body is the archive itself. */
export const setupTokenHeader = "X-Setup-Token";

/** A message as the inbox lists it. */
export interface InboxSummary {
  id: string;
  receivedAt: number;
  name: string;
  email: string;
  subject: string;
  /** The start of the message's text. */
  preview: string;
  status: MessageStatus;
  spamReason: SpamReason | null;
  /** Why the last delivery attempt failed, if it did. */
  lastError: string | null;
  read: boolean;
  archived: boolean;
}

/** A message in full, as it is opened. */
export interface InboxMessage extends Omit<InboxSummary, "preview"> {
  message: string;
  attempts: number;
  sentAt: number | null;
  nextAttemptAt: number | null;
}

export interface InboxPage {
  messages: InboxSummary[];
  /** The cursor for the next, older page; null on the last page. */
  older: string | null;
}

/** A change to a message's marks (`PATCH /api/studio/messages/:id`). */
export interface MessageChange {
  read?: boolean;
  archived?: boolean;
}

/**
 * The outcome of `POST /api/studio/messages/:id/retry`, as the messages command reports it:
 * delivered; refused again for now and still queued; refused for good; or being delivered by
 * the server's own worker at this moment.
 */
export type RetryOutcome = "sent" | "retrying" | "failed" | "queued";

export interface RetryAnswer {
  outcome: RetryOutcome;
  message: InboxMessage;
}

/** A signed-in browser, for the list of devices. */
export interface DeviceSummary {
  id: string;
  device: string;
  createdAt: number;
  lastUsedAt: number;
  /** The browser asking. */
  current: boolean;
}

/** A passkey of the owner's, for the list on the devices screen. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: number;
  /** When it last signed in; null if it never has. */
  lastUsedAt: number | null;
  /** This browser signed in with it: removing it signs this browser out. */
  signedInHere: boolean;
}

/** The answer of `DELETE /api/studio/passkeys/:id`: the sessions it had opened are ended. */
export interface PasskeyRemoved {
  removed: string;
  /** How many browsers that had signed in with it were signed out. */
  signedOut: number;
}

/** The longest name a passkey may have. */
export const maxPasskeyNameLength = 60;

/** The answer of `GET /api/studio/passkey-sign-in`: whether the sign-in screen offers passkeys. */
export interface PasskeySignInOffer {
  available: boolean;
}

/** The machine-readable error answer of every API route, as server/api/api-error.ts sends it. */
export interface StudioErrorBody {
  error: string;
  message: string;
  retryAfterSeconds?: number;
  /** A content file the build would refuse: each problem by its field. */
  problems?: FieldProblem[];
}
