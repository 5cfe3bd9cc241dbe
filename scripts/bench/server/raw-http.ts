import { connect } from "node:net";

export interface RawAnswer {
  /** The status code of the first answer, 0 when the server closed without answering. */
  status: number;
  text: string;
}

/**
 * Sends bytes exactly as given over a fresh connection (no client normalises the path or
 * headers) and collects what comes back until the server closes or `timeoutMs` passes.
 */
export function rawExchange(port: number, bytes: Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text });
    };
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("connect", () => socket.end(bytes));
    socket.on("data", (data: Buffer) => {
      // Enough to see what was served; the rest is not needed.
      if (size < 1_000_000) chunks.push(data);
      size += data.length;
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", finish);
  });
}

export interface SlowResult {
  /** Milliseconds until the server closed the connection. */
  cutOffAfterMs: number;
  status: number;
}

/** Sends `head`, then one byte every 200 ms without ever finishing, until the server hangs up. */
export function slowRequest(port: number, head: string, giveUpMs: number): Promise<SlowResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let timer: ReturnType<typeof setInterval> | undefined;
    const guard = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable) socket.write("x");
      }, 200);
    });
    socket.on("data", (data: Buffer) => {
      text += data.toString("latin1");
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(guard);
      resolve({
        cutOffAfterMs: Date.now() - started,
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
      });
    });
  });
}
