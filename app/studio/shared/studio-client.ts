import {
  csrfHeader,
  type SessionProbe,
  type StudioErrorBody,
} from "../../../core/studio/studio-api.ts";

/** Where the Studio's pages go when the API says they are not signed in. */
export const signInPath = "/studio/sign-in";

/**
 * A redirect for a route's loader or action. A plain Response, which React Router follows as
 * it does its own `redirect()`: importing that into the Studio's data chunks would split the
 * router's shared code into a chunk of its own, and every public page would load one more file.
 */
export function goTo(path: string): Response {
  return new Response(null, { status: 302, headers: { Location: path } });
}

/** The answer of the last session probe, for the Studio's layout. */
let lastProbe: SessionProbe = { signedIn: false };

export function latestProbe(): SessionProbe {
  return lastProbe;
}

/** The session's CSRF token, from the session probe or the sign-in; sent with every change. */
let csrfToken: string | undefined;

export function rememberCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** The session's CSRF token, for requests made without `studioApi()` (uploads with progress). */
export function currentCsrfToken(): string | undefined {
  return csrfToken;
}

/** An error answer of the Studio API, with the sentence it gave for people. */
export class StudioApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds: number | undefined;
  readonly problems: StudioErrorBody["problems"];

  constructor(status: number, body: Partial<StudioErrorBody>) {
    super(body.message ?? `The Studio's server answered ${status}.`);
    this.status = status;
    this.code = body.error ?? "unknown";
    this.retryAfterSeconds = body.retryAfterSeconds;
    this.problems = body.problems;
  }
}

async function errorBody(response: Response): Promise<Partial<StudioErrorBody>> {
  try {
    return (await response.json()) as Partial<StudioErrorBody>;
  } catch {
    return {};
  }
}

/** The API's sign-ins, whose 401 is a wrong password or passkey, not an ended session. */
const signInPaths = new Set(["/session", "/passkey-sign-in"]);

interface StudioRequest {
  method?: string;
  json?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the Studio API: JSON in and out, the CSRF token on every change. A 401 (the session
 * ended: signed out elsewhere, expired, or the password changed) leads to the sign-in page.
 * A change refused for its CSRF token is sent once more with the session's token as it is
 * now: the owner signed in again in another tab, and this tab still had the old one.
 */
export async function studioApi<T>(path: string, init: StudioRequest = {}): Promise<T> {
  try {
    return await studioRequest<T>(path, init);
  } catch (error) {
    if (!(error instanceof StudioApiError && error.code === "csrf_failed")) throw error;
    const probe = await probeSession(init.signal);
    if (!probe.signedIn) throw goTo(signInPath);
    return studioRequest<T>(path, init);
  }
}

async function studioRequest<T>(path: string, init: StudioRequest): Promise<T> {
  const method = init.method ?? "GET";
  const headers = new Headers({ Accept: "application/json" });
  if (method !== "GET" && csrfToken) headers.set(csrfHeader, csrfToken);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const response = await fetch(`/api/studio${path}`, {
    method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    credentials: "same-origin",
    cache: "no-store",
    signal: init.signal,
  });
  if (response.status === 401 && !signInPaths.has(path)) throw goTo(signInPath);
  if (!response.ok) throw new StudioApiError(response.status, await errorBody(response));
  return (await response.json()) as T;
}

/**
 * Loads the one thing a Studio page shows. When the API has no such thing, the page answers as
 * an unknown address does: a 404 saying `missing`, for the route's error boundary to show.
 */
export async function studioApiOrNotFound<T>(
  path: string,
  signal: AbortSignal,
  missing: string,
): Promise<T> {
  try {
    return await studioApi<T>(path, { signal });
  } catch (error) {
    if (error instanceof StudioApiError && error.status === 404) {
      throw new Response(missing, { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

/** Asks whether this browser is signed in, and keeps the CSRF token if it is. */
export async function probeSession(signal?: AbortSignal): Promise<SessionProbe> {
  const probe = await studioApi<SessionProbe>("/session", { signal });
  rememberCsrfToken(probe.signedIn ? probe.csrfToken : undefined);
  lastProbe = probe;
  return probe;
}
