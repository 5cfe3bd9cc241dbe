import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { runProjectScript } from "../../../server/testing/run-project-script.ts";
import { SmtpTestServer } from "../../../server/testing/smtp-test-server.ts";
import { e2eSite } from "../../fixtures/e2e-site.ts";
import { test as base } from "../fixtures.ts";

export const ownerPassword = "violet kiln harbour 42";

/**
 * Resolves with the address the server logs once it listens. Both its outputs are read for as
 * long as it runs: a pipe nobody reads fills up, and the server would stop at its next line.
 */
export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = "";
    let listening = false;
    child.stdout?.on("data", (chunk) => {
      if (listening) return;
      seen += String(chunk);
      const line = seen.split("\n").find((l) => l.includes('"serving the site"'));
      if (!line) return;
      listening = true;
      resolve((JSON.parse(line) as { url: string }).url);
    });
    child.stderr?.on("data", (chunk) => {
      if (!listening) seen += String(chunk);
    });
    child.on("exit", (code) => reject(new Error(`the server stopped (${code}): ${seen}`)));
  });
}

export interface StudioServer {
  url: string;
  smtp: SmtpTestServer;
  dataDir: string;
  /** The content folder this server's Studio edits: a copy of the fixture site's, its own. */
  contentDir: string;
  /** `npm run studio -- set-password` with the password piped in, as a script would. */
  setPassword(password?: string): Promise<void>;
  /** `npm run studio -- disable`. */
  disable(): Promise<void>;
  /** `npm run studio -- sign-out-all`. */
  signOutAll(): Promise<void>;
  /** What `npm run messages -- export --csv` prints for this server's messages. */
  exportCsv(): Promise<string>;
  /** A stored message's delivery status, read from the database beside the server. */
  statusOf(text: string): string | undefined;
  /** Makes every signed-in session `ms` older, as if its sign-in had been that long ago. */
  ageSessions(ms: number): void;
  /** The lines the server has written to its outputs so far. */
  logLines(): string[];
}

/**
 * A server of its own for each test: the browser tests' own site (the same build as the main
 * browser-test server), a fresh data folder, and mail delivered to an SMTP server in
 * this process that the test can make refuse or accept.
 */
export const test = base.extend<{ studio: StudioServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
  studio: async ({}, use) => {
    const smtp = await SmtpTestServer.start();
    const dataDir = mkdtempSync(join(tmpdir(), "studio-e2e-"));
    // The Studio edits a copy: the committed fixture stays as it is, and every test starts
    // from the content the shared build was made from.
    const contentDir = join(mkdtempSync(join(tmpdir(), "studio-e2e-content-")), "content");
    cpSync(e2eSite.contentDir, contentDir, { recursive: true });
    const env = {
      DATA_DIR: dataDir,
      CONTENT_DIR: contentDir,
      BUILD_DIR: e2eSite.buildDir,
      SMTP_URL: smtp.url,
      NODE_ENV: "test",
    };
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", RATE_LIMIT_DISABLED: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Both outputs, from the start: the log's warnings (the setup address) go to stderr.
    let output = "";
    const keep = (chunk: unknown) => {
      output = (output + String(chunk)).slice(-200_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const url = await listeningUrl(child);
    const command = async (args: string[], input?: string) => {
      const result = await runProjectScript("studio", args, env, input);
      if (result.code !== 0) throw new Error(`studio ${args.join(" ")}: ${result.err}`);
    };
    const database = <T>(work: (db: DatabaseSync) => T, readOnly = true): T => {
      const db = new DatabaseSync(join(dataDir, "messages.sqlite"), { readOnly });
      try {
        return work(db);
      } finally {
        db.close();
      }
    };
    await use({
      url,
      smtp,
      dataDir,
      contentDir,
      setPassword: (password = ownerPassword) => command(["set-password"], `${password}\n`),
      disable: () => command(["disable"]),
      signOutAll: () => command(["sign-out-all"]),
      exportCsv: async () => (await runProjectScript("messages", ["export", "--csv"], env)).out,
      statusOf: (text) =>
        database((db) => {
          const row = db
            .prepare("SELECT status FROM messages WHERE message LIKE ?")
            .get(`%${text}%`);
          return typeof row?.status === "string" ? row.status : undefined;
        }),
      logLines: () => output.split("\n").filter(Boolean),
      ageSessions: (ms) =>
        database((db) => {
          db.prepare("UPDATE studio_sessions SET created_at = created_at - ?").run(ms);
        }, false),
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(contentDir, ".."), { recursive: true, force: true });
  },
  baseURL: async ({ studio }, use) => use(studio.url),
});

export { expect } from "../fixtures.ts";
