import type { Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * accept: 250 for every message; reject-permanent: 550; reject-temporary: 451;
 * stall: takes the message and never answers (a server or a network that hangs).
 */
export type SmtpMode = "accept" | "reject-permanent" | "reject-temporary" | "stall";

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** A real SMTP server on a local port, for tests: it records what it receives. */
export class SmtpTestServer {
  mode: SmtpMode = "accept";
  readonly received: ReceivedMail[] = [];
  /** Messages whose data arrived while the server was stalling. */
  stalled = 0;
  readonly #server: SMTPServer;
  readonly #sockets = new Set<Socket>();
  readonly #waiters: (() => void)[] = [];
  port = 0;
  /** How many connections clients opened. */
  connections = 0;
  /** The user names clients logged in with (over this server's plain connection). */
  readonly logins: string[] = [];

  private constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // A login over the plain connection is accepted, so that a test can see one was sent.
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        this.logins.push(auth.username ?? "");
        callback(null, { user: auth.username });
      },
      logger: false,
      closeTimeout: 1,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          };
          switch (this.mode) {
            case "accept":
              this.received.push(mail);
              callback();
              break;
            case "reject-permanent":
              callback(smtpError("5.7.1 Message rejected as spam", 550));
              break;
            case "reject-temporary":
              callback(smtpError("4.3.0 Mailbox temporarily unavailable", 451));
              break;
            case "stall":
              this.stalled++;
              break;
          }
          for (const wake of this.#waiters.splice(0)) wake();
        });
      },
    });
    this.#server.server.on("connection", (socket: Socket) => {
      this.connections++;
      this.#sockets.add(socket);
      socket.on("close", () => this.#sockets.delete(socket));
    });
  }

  /** Starts listening on `port` (0 picks a free port). */
  static async start(port = 0): Promise<SmtpTestServer> {
    const smtp = new SmtpTestServer();
    await new Promise<void>((resolve, reject) => {
      smtp.#server.once("error", reject);
      smtp.#server.listen(port, "127.0.0.1", () => resolve());
    });
    const address = smtp.#server.server.address();
    smtp.port = typeof address === "object" && address ? address.port : port;
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` messages were received (or stalled on), or rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length + this.stalled < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Expected ${count} messages, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Stops listening and cuts every open connection, as a crashed or unplugged server would. */
  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** A local port that nothing listens on (an SMTP server that is down). */
export async function unusedPort(): Promise<number> {
  const probe = await SmtpTestServer.start();
  const { port } = probe;
  await probe.stop();
  return port;
}
