import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { MiddlewareHandler } from "hono";

/** How long a closing connection still reads what the client sends, so it sees the answer. */
const lingerMs = 2000;

function hasBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers["content-length"];
  return (
    (length !== undefined && length !== "0") || incoming.headers["transfer-encoding"] !== undefined
  );
}

/**
 * Closes a connection the way HTTP asks (a "lingering close"): the answer goes out, then the
 * server's side ends, and what the client is still sending is read and dropped for a moment
 * before the socket goes. Closing at once with unread bytes makes the kernel reset the
 * connection, and a reset can wipe the answer from the client's buffer before it is read.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
    // The client has finished too: nothing more to wait for.
    this.once("end", () => this.destroy());
  };
}

/**
 * An answer sent before the request's body was read (413, 415, 403, 429, a replayed message)
 * says `Connection: close`: the server will not read the rest of that body, so the connection
 * cannot carry another request, and a client told "keep-alive" would send its next request on
 * a socket about to close. Browsers retry such a request; most API clients fail instead.
 */
export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers || typeof incoming.readableEnded !== "boolean") return;
  if (!hasBody(incoming) || incoming.readableEnded) return;
  c.res.headers.set("Connection", "close");
  if (incoming.socket) lingerOnClose(incoming.socket);
};
