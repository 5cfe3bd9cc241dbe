import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { testSite } from "../tests/fixtures/test-site.ts";
import { testLimits } from "../tests/setup/test-limits.ts";
import { maxBodyBytes } from "./api/contact-api.ts";
import { emlFolderName } from "./delivery/create-mailer.ts";
import { serverDelivery } from "./delivery/server-delivery-record.ts";
import { parseEnv } from "./env.ts";
import {
  defaultRequestTimeouts,
  type RequestTimeouts,
  type RunningServer,
  startServer,
} from "./start-server.ts";
import { SqliteMessageStore } from "./storage/sqlite-message-store.ts";
import { fixtureBuild } from "./testing/fixture-build.ts";
import { type MemoryLogger, memoryLogger } from "./testing/memory-logger.ts";
import { parseMail } from "./testing/parse-mail.ts";
import { SmtpTestServer } from "./testing/smtp-test-server.ts";
import { tempDir } from "./testing/temp-dir.ts";
import { validSubmission } from "./testing/test-app.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const buildDir = fixtureBuild();

async function serverWith(
  env: Record<string, string>,
  timeouts?: RequestTimeouts,
): Promise<RunningServer & { logger: MemoryLogger }> {
  const settings = parseEnv({
    PORT: "0",
    BUILD_DIR: buildDir,
    DATA_DIR: tempDir("server-data"),
    ...env,
  });
  const logger = memoryLogger();
  const server = await startServer(settings, logger, undefined, timeouts);
  cleanups.push(() => server.close());
  return { ...server, logger };
}

async function smtpServer(): Promise<SmtpTestServer> {
  const smtp = await SmtpTestServer.start();
  cleanups.push(() => smtp.stop());
  return smtp;
}

/** Waits until the server has recorded message `id` as delivered, and checks the record. */
async function delivered(server: RunningServer & { logger: MemoryLogger }, id: string) {
  await server.logger.lineLogged(
    (line) => line.msg === "contact message delivered" && line.fields.id === id,
  );
  expect(await server.store.find(id)).toMatchObject({ status: "sent" });
}

function postMessage(url: string, key = crypto.randomUUID()): Promise<Response> {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(validSubmission({ name: "Zoë" })),
  });
}

/** Which end closed a test's connection: the server, or the test giving up on it. */
type ClosedBy = "server" | "client";

/**
 * How long a test waits for the server to close a connection before closing it itself: far
 * beyond the timeouts the tests give the server, so that only a server that would never close
 * it, or not in time, is caught.
 */
const patienceMs = 5000;

interface RawExchange {
  answer: string;
  /** Body bytes written before the answer arrived. */
  bytesBeforeAnswer: number;
  closedBy: ClosedBy;
}

/**
 * Sends a request head over a fresh TCP connection, then (with `chunk`) keeps sending a chunked
 * body without end, as a hostile client would, until the server closes the connection.
 */
function rawRequest(url: string, head: string, chunk?: Buffer): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let sent = 0;
    let answer = "";
    let bytesBeforeAnswer = 0;
    let closedBy: ClosedBy = "server";
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = () => {
      clearInterval(timer);
      if (!answer) reject(new Error("no answer"));
      else resolve({ answer, bytesBeforeAnswer, closedBy });
    };
    socket.on("connect", () => {
      socket.write(head);
      if (!chunk) return;
      timer = setInterval(() => {
        if (socket.destroyed || !socket.writable) return;
        socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        socket.write("\r\n");
        sent += chunk.length;
      }, 2);
    });
    socket.on("data", (data) => {
      if (!answer) bytesBeforeAnswer = sent;
      answer += data.toString("utf8");
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", finish);
    setTimeout(() => {
      closedBy = "client";
      socket.destroy();
    }, patienceMs).unref();
  });
}

describe("the running server", () => {
  it("stores a posted message and delivers it to the configured SMTP server", async () => {
    const smtp = await smtpServer();
    const server = await serverWith({ SMTP_URL: smtp.url });
    const res = await postMessage(server.url);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    await smtp.waitFor(1);
    expect(parseMail(smtp.received[0]?.raw ?? "").header("Reply-To")).toBe("Zoë <ada@example.com>");
    await delivered(server, id);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "ok", pending: 0, failed: 0 });
  });

  it("records where its mail goes, for the messages command to compare with its own", async () => {
    const smtp = await smtpServer();
    const server = await serverWith({ SMTP_URL: smtp.url });
    expect(serverDelivery(server.store)).toBe(smtp.url);
  });

  it("without SMTP_URL, keeps each message as an .eml file in the data folder", async () => {
    const server = await serverWith({});
    const res = await postMessage(server.url);
    const { id } = (await res.json()) as { id: string };
    await delivered(server, id);
    const folder = join(server.store.location, "..", emlFolderName);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(id);
    expect(readFileSync(join(folder, files[0] ?? ""), "utf8")).toContain(
      `To: ${testSite.contactEmail}`,
    );
  });

  it("refuses an announced oversized body at once, without waiting for it", async () => {
    const server = await serverWith({});
    const { answer, closedBy } = await rawRequest(
      server.url,
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"error":"payload_too_large"');
    expect(closedBy).toBe("server");
  });

  it("says Connection: close with a 413 sent before the body was read, so a client's next request finds a fresh connection", async () => {
    const server = await serverWith({});
    const { answer } = await rawRequest(
      server.url,
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n",
    );
    expect(answer.toLowerCase()).toContain("\r\nconnection: close\r\n");
    // Node's own fetch reuses keep-alive connections: it must not send into a closing one.
    const tooLarge = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: "x".repeat(2_000_000),
    });
    expect(tooLarge.status).toBe(413);
    await tooLarge.text();
    expect((await postMessage(server.url)).status).toBe(202);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("answers 413 as a streamed body passes the limit and hangs up on a client that keeps sending", async () => {
    const server = await serverWith({});
    const { answer, bytesBeforeAnswer, closedBy } = await rawRequest(
      server.url,
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      Buffer.alloc(4096, "x"),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(bytesBeforeAnswer).toBeGreaterThan(maxBodyBytes);
    expect(bytesBeforeAnswer).toBeLessThan(maxBodyBytes * 4);
    expect(closedBy).toBe("server");
  });
});

/** Sends a request head, then one byte of its body every 100 ms, never finishing it. */
function dribble(url: string, head: string): Promise<{ answer: string; closedBy: ClosedBy }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let closedBy: ClosedBy = "server";
    const socket = connect(Number(port), hostname);
    let answer = "";
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable) socket.write("x");
      }, 100);
    });
    socket.on("data", (data) => {
      answer += data.toString("utf8");
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedBy });
    });
    setTimeout(() => {
      closedBy = "client";
      socket.destroy();
    }, patienceMs).unref();
  });
}

describe("a client that never finishes its request", () => {
  it("is cut off by the request timeout with 408", async () => {
    const server = await serverWith({}, { requestMs: 1000, headersMs: 500 });
    const { answer, closedBy } = await dribble(
      server.url,
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedBy).toBe("server");
  });

  it("is cut off by the headers timeout when its request head never ends", async () => {
    // The whole request may take a minute: only the headers timeout can end it in time.
    const server = await serverWith({}, { requestMs: 60_000, headersMs: 500 });
    const { closedBy } = await dribble(server.url, "GET / HTTP/1.1\r\nX-Slow: ");
    expect(closedBy).toBe("server");
  });

  it("has production timeouts far below Node's five minutes", () => {
    expect(defaultRequestTimeouts.requestMs).toBeLessThanOrEqual(30_000);
    expect(defaultRequestTimeouts.headersMs).toBeLessThanOrEqual(defaultRequestTimeouts.requestMs);
  });
});

describe("a server killed in the middle of a delivery", () => {
  function startProcess(
    env: Record<string, string>,
  ): Promise<{ child: ChildProcess; url: string; output: () => string }> {
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: buildDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    cleanups.push(() => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    return new Promise((resolve, reject) => {
      const onData = (data: Buffer) => {
        output += data.toString("utf8");
        const url = /"msg":"serving the site","url":"([^"]+)"/.exec(output)?.[1];
        if (url) resolve({ child, url, output: () => output });
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
  }

  it("delivers the message exactly once after a restart", {
    timeout: testLimits.process,
  }, async () => {
    const smtp = await smtpServer();
    smtp.mode = "stall";
    const env = { DATA_DIR: tempDir("killed-server"), SMTP_URL: smtp.url };

    const first = await startProcess(env);
    const res = await postMessage(first.url);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    await smtp.waitFor(1);
    expect(smtp.stalled).toBe(1);
    const killed = new Promise((resolve) => first.child.once("exit", resolve));
    first.child.kill("SIGKILL");
    await killed;

    smtp.mode = "accept";
    const second = await startProcess(env);
    await smtp.waitFor(2);
    const stopped = new Promise((resolve) => second.child.once("exit", resolve));
    second.child.kill("SIGTERM");
    expect(await stopped).toBe(0);

    expect(second.output()).toContain("resuming deliveries interrupted by a stopped process");
    expect(smtp.received).toHaveLength(1);
    expect(parseMail(smtp.received[0]?.raw ?? "").header("Message-ID")).toBe(
      `<${id}@${new URL(testSite.siteUrl).hostname}>`,
    );
    const store = SqliteMessageStore.open(env.DATA_DIR);
    expect(await store.find(id)).toMatchObject({ status: "sent" });
    store.close();
  });
});
