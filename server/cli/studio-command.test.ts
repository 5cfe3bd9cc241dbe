import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { testLimits } from "../../tests/setup/test-limits.ts";
import { OwnerNotices } from "../delivery/owner-notices.ts";
import { verifyPassword } from "../security/password-hash.ts";
import { openDatabase } from "../storage/database.ts";
import { OwnerPassword } from "../studio/owner-password.ts";
import { PasskeyStore } from "../studio/passkey-store.ts";
import { SessionStore } from "../studio/session-store.ts";
import { runProjectScript, type ScriptResult } from "../testing/run-project-script.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { passwordSource, readHidden, type TerminalInput } from "./read-password.ts";
import { runStudioCommand } from "./studio-command.ts";

/** Runs `node scripts/studio.ts …` as `npm run studio` does, with `input` piped in. */
function studioScript(args: string[], dataDir: string, input?: string): Promise<ScriptResult> {
  return runProjectScript("studio", args, { DATA_DIR: dataDir }, input);
}

function storedHash(dataDir: string): string | undefined {
  const db = openDatabase(dataDir);
  try {
    return new OwnerPassword(db).hash();
  } finally {
    db.close();
  }
}

// Each test starts the command's own processes and hashes a password with scrypt: a second or
// two on an idle machine of two cores, several when both are busy with other test files.
describe("npm run studio", { timeout: testLimits.process }, () => {
  it("sets the password from piped input, for scripts, and turns the Studio off again", async () => {
    const dataDir = tempDir("studio-cli");
    const off = await studioScript(["status"], dataDir);
    expect(off.out).toMatch(/^The Studio is off/);

    const set = await studioScript(["set-password"], dataDir, "violet kiln harbour 42\nignored\n");
    expect(set).toMatchObject({
      code: 0,
      out: `The Studio is on in the data folder ${dataDir}: sign in at /studio on your site.\n`,
    });
    const hash = storedHash(dataDir) ?? "";
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("violet kiln harbour 42", hash)).toBe(true);

    const on = await studioScript(["status"], dataDir);
    expect(on.out).toMatch(/^The Studio is on at \/studio/);
    expect(on.out).toContain(`at /studio in the data folder ${dataDir};`);

    const disabled = await studioScript(["disable"], dataDir);
    expect(disabled.code).toBe(0);
    expect(storedHash(dataDir)).toBeUndefined();
  });

  it("names the data folder it reads, so that one other than the server's shows", async () => {
    const dataDir = tempDir("studio-cli");
    const off = await studioScript(["status"], dataDir);
    expect(off.out).toBe(
      `The Studio is off in the data folder ${dataDir}: /studio answers 404. Turn it on with "npm run studio -- set-password".\n`,
    );
  });

  it("refuses a short or common password and changes nothing", async () => {
    const dataDir = tempDir("studio-cli");
    const short = await studioScript(["set-password"], dataDir, "short pass\n");
    expect(short.code).toBe(1);
    expect(short.err).toContain("at least 12 characters");
    const common = await studioScript(["set-password"], dataDir, "1qaz2wsx3edc\n");
    expect(common.err).toContain("most commonly used");
    expect(storedHash(dataDir)).toBeUndefined();
  });

  it("never takes the password as an argument", async () => {
    const dataDir = tempDir("studio-cli");
    const res = await studioScript(["set-password", "violet kiln harbour 42"], dataDir);
    expect(res.code).toBe(2);
    expect(res.err).toContain('"set-password" takes only --keep-passkeys');
    expect(storedHash(dataDir)).toBeUndefined();
  });
});

describe("the studio command", { timeout: testLimits.process }, () => {
  const cheap = { N: 2 ** 10, r: 8, p: 1 };

  function addPasskey(db: ReturnType<typeof openDatabase>, name: string) {
    new PasskeyStore(db).add({
      id: name.toLowerCase(),
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: ["internal"],
      name,
      createdAt: Date.UTC(2026, 0, 15, 12, 0, 0),
    });
  }

  async function run(argv: string[], db: ReturnType<typeof openDatabase>, typed: string[]) {
    let out = "";
    let err = "";
    const prompts: string[] = [];
    const code = await runStudioCommand(argv, {
      db,
      dataDir: "/srv/test-data",
      cost: cheap,
      password: {
        interactive: true,
        read: async (prompt) => {
          prompts.push(prompt);
          return typed.shift();
        },
      },
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    });
    return { code, out, err, prompts };
  }

  it("asks twice on a terminal and changes nothing when the two differ", async () => {
    const db = openDatabase(tempDir("studio-cli"));
    const differ = await run(["set-password"], db, [
      "violet kiln harbour 42",
      "violet kiln harbour 43",
    ]);
    expect(differ.prompts).toEqual(["New Studio password: ", "The same password again: "]);
    expect(differ).toMatchObject({ code: 1, err: "The two passwords differ; nothing changed.\n" });
    expect(new OwnerPassword(db).hash()).toBeUndefined();
    const same = await run(["set-password"], db, [
      "violet kiln harbour 42",
      "violet kiln harbour 42",
    ]);
    expect(same.code).toBe(0);
    db.close();
  });

  it("signs out every device and removes every passkey when the password is changed", async () => {
    const db = openDatabase(tempDir("studio-cli"));
    await run(["set-password"], db, ["violet kiln harbour 42", "violet kiln harbour 42"]);
    new SessionStore(db).create("Safari on iPhone");
    new SessionStore(db).create("Firefox on Linux");
    addPasskey(db, "iPhone");
    const changed = await run(["set-password"], db, [
      "a different passphrase",
      "a different passphrase",
    ]);
    expect(changed.out).toBe(
      "The Studio's password is changed in the data folder /srv/test-data; 2 signed-in device(s) signed out. 1 passkey(s) removed: add them again in the Studio (Devices) if they were yours.\n",
    );
    expect(new SessionStore(db).list()).toEqual([]);
    expect(new PasskeyStore(db).list()).toEqual([]);
    db.close();
  });

  it("keeps the passkeys when asked to, for scripts that change the password", async () => {
    const db = openDatabase(tempDir("studio-cli"));
    await run(["set-password"], db, ["violet kiln harbour 42", "violet kiln harbour 42"]);
    addPasskey(db, "iPhone");
    const changed = await run(["set-password", "--keep-passkeys"], db, [
      "a different passphrase",
      "a different passphrase",
    ]);
    expect(changed.out).toContain("Passkeys still sign in (--keep-passkeys).");
    expect(new PasskeyStore(db).list().map((p) => p.name)).toEqual(["iPhone"]);
    const out = await run(["sign-out-all", "--keep-passkeys"], db, []);
    expect(out.out).toContain("Passkeys still sign in");
    expect(new PasskeyStore(db).list()).toHaveLength(1);
    expect((await run(["status", "--keep-passkeys"], db, [])).code).toBe(2);
    db.close();
  });

  it("signs out every device and removes every passkey with sign-out-all, keeping the password", async () => {
    const db = openDatabase(tempDir("studio-cli"));
    await run(["set-password"], db, ["violet kiln harbour 42", "violet kiln harbour 42"]);
    new SessionStore(db).create("Safari on iPhone");
    addPasskey(db, "iPhone");
    const out = await run(["sign-out-all"], db, []);
    expect(out.out).toBe(
      "1 device(s) signed out in the data folder /srv/test-data. 1 passkey(s) removed: add them again in the Studio (Devices) if they were yours.\n",
    );
    expect(new PasskeyStore(db).list()).toEqual([]);
    expect(new OwnerPassword(db).hash()).toBeDefined();
    db.close();
  });

  it("leaves the owner a mail saying the password was set, and again when it is changed", async () => {
    const db = openDatabase(tempDir("studio-cli"));
    await run(["set-password"], db, ["violet kiln harbour 42", "violet kiln harbour 42"]);
    await run(["set-password"], db, ["a different passphrase", "a different passphrase"]);
    const subjects = new OwnerNotices(db).due(Date.now()).map((notice) => notice.subject);
    expect(subjects).toEqual(["the Studio is on", "the password was changed"]);
    db.close();
  });

  it("lists the passkeys in the status, and removes them when the Studio is turned off", async () => {
    const db = openDatabase(tempDir("studio-cli"));
    await run(["set-password"], db, ["violet kiln harbour 42", "violet kiln harbour 42"]);
    addPasskey(db, "iPhone");
    const status = await run(["status"], db, []);
    expect(status.out).toContain("Passkeys: 1\n  iPhone, added 2026-01-15 12:00, never used UTC\n");
    const disabled = await run(["disable"], db, []);
    expect(disabled.out).toBe(
      'The Studio is off in the data folder /srv/test-data: /studio and its API answer 404; 0 device(s) signed out and 1 passkey(s) removed. Messages are kept. It stays off, with no setup address, until "npm run studio -- set-password".\n',
    );
    expect(new PasskeyStore(db).list()).toEqual([]);
    db.close();
  });
});

describe("reading a password on a terminal", { timeout: testLimits.process }, () => {
  function fakeTerminal() {
    const rawModes: boolean[] = [];
    const input = Object.assign(new PassThrough(), {
      isTTY: true,
      setRawMode(mode: boolean) {
        rawModes.push(mode);
      },
    }) satisfies TerminalInput;
    const output = new PassThrough();
    let shown = "";
    output.on("data", (chunk) => {
      shown += String(chunk);
    });
    return { input, output, rawModes, shown: () => shown };
  }

  it("shows nothing of what is typed, takes backspace, and leaves raw mode after Enter", async () => {
    const terminal = fakeTerminal();
    const typed = readHidden(terminal.input, terminal.output, "Password: ");
    terminal.input.write("secret pass");
    terminal.input.write("\u007fS\r");
    expect(await typed).toBe("secret pasS");
    expect(terminal.shown()).toBe("Password: \n");
    expect(terminal.rawModes).toEqual([true, false]);
  });

  it("gives up on Ctrl-C", async () => {
    const terminal = fakeTerminal();
    const typed = readHidden(terminal.input, terminal.output, "Password: ");
    terminal.input.write("abc\u0003");
    expect(await typed).toBeUndefined();
  });

  it("reads the first line from a pipe, once, whether it ends in CRLF or not at all", async () => {
    const pipe = new PassThrough();
    const source = passwordSource(pipe, new PassThrough());
    expect(source.interactive).toBe(false);
    pipe.end("first line\r\nsecond\n");
    expect(await source.read("")).toBe("first line");
    expect(await source.read("")).toBe("first line");
    const unterminated = new PassThrough();
    unterminated.end("no newline at all");
    expect(await passwordSource(unterminated, new PassThrough()).read("")).toBe(
      "no newline at all",
    );
  });
});
