import { describe, expect, it, onTestFinished } from "vitest";
import { PrivatePasswords } from "../private-projects/private-passwords.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { runPrivateCommand } from "./private-command.ts";
import type { PasswordSource } from "./read-password.ts";

/** A terminal (asked twice) or a pipe that answers with `answers`, in order. */
function typed(answers: string[], interactive = true): PasswordSource & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    interactive,
    prompts,
    read: async (prompt) => {
      prompts.push(prompt);
      return answers.shift();
    },
  };
}

/** `served`: the private projects of the served build; null when nothing is built yet. */
function command(password: PasswordSource, served: string[] | null = ["sealed-room"]) {
  const passwords = PrivatePasswords.open(tempDir("private-command"));
  onTestFinished(() => passwords.close());
  const out: string[] = [];
  const err: string[] = [];
  const run = (...args: string[]) =>
    runPrivateCommand(args, {
      passwords,
      dataDir: "/srv/test-data",
      servedPrivateProjects: () => served ?? undefined,
      password,
      hash: async (given) => `hashed:${given}`,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      clock: () => Date.UTC(2026, 0, 15, 12, 0, 0),
    });
  return { run, passwords, out, err };
}

describe("npm run private -- set-password", () => {
  it("asks twice on a terminal and stores only the hash", async () => {
    const source = typed(["tide tables", "tide tables"]);
    const { run, passwords, out } = command(source);
    expect(await run("set-password", "sealed-room")).toBe(0);
    expect(source.prompts).toEqual(["New password: ", "The same again: "]);
    expect(passwords.hashOf("sealed-room")).toBe("hashed:tide tables");
    expect(out.join("")).toContain(
      "Password set for sealed-room in the data folder /srv/test-data.",
    );
  });

  it("changes nothing when the two differ", async () => {
    const { run, passwords, err } = command(typed(["tide tables", "tide tablez"]));
    expect(await run("set-password", "sealed-room")).toBe(1);
    expect(passwords.hashOf("sealed-room")).toBeUndefined();
    expect(err.join("")).toBe("The two passwords differ; nothing changed.\n");
  });

  it("reads one piped line once", async () => {
    const source = typed(["piped password"], false);
    const { run, passwords } = command(source);
    expect(await run("set-password", "sealed-room")).toBe(0);
    expect(source.prompts).toHaveLength(1);
    expect(passwords.hashOf("sealed-room")).toBe("hashed:piped password");
  });

  it("refuses a commonly used password, as the Studio does", async () => {
    const common = command(typed(["sunshine2024"], false));
    expect(await common.run("set-password", "sealed-room")).toBe(1);
    expect(common.passwords.hashOf("sealed-room")).toBeUndefined();
    expect(common.err.join("")).toBe(
      "This password is one of the most commonly used ones; choose another.\nNothing changed.\n",
    );
  });

  it("refuses a short or missing password", async () => {
    const short = command(typed(["short"], false));
    expect(await short.run("set-password", "sealed-room")).toBe(1);
    expect(short.err.join("")).toBe(
      "The password must have at least 10 characters (it has 5).\nNothing changed.\n",
    );
    const none = command(typed([], false));
    expect(await none.run("set-password", "sealed-room")).toBe(1);
    expect(none.err.join("")).toBe("No password given; nothing changed.\n");
  });

  it("needs a project id, and says when the served build has no such private project", async () => {
    const missing = command(typed([]));
    expect(await missing.run("set-password")).toBe(2);
    expect(await missing.run("set-password", "../etc")).toBe(2);
    expect(missing.err.join("")).toContain('"../etc" is not a project id');

    const ahead = command(typed(["tide tables"], false), []);
    expect(await ahead.run("set-password", "next-show")).toBe(0);
    expect(ahead.out.join("")).toContain("the served build has no private project next-show");
  });
});

describe("npm run private -- list", () => {
  it("shows each private project of the served build and whether it has a password", async () => {
    const { run, passwords, out } = command(typed([]), ["sealed-room", "other-room"]);
    passwords.set("sealed-room", "hash", Date.UTC(2026, 0, 10, 9, 30));
    passwords.set("old-show", "hash", Date.UTC(2025, 5, 1));
    expect(await run("list")).toBe(0);
    expect(out.join("")).toBe(
      [
        "Private projects and their passwords in the data folder /srv/test-data:",
        "sealed-room  password set 2026-01-10 09:30 (UTC)",
        "other-room  NO PASSWORD: nobody can open it; set one with npm run private -- set-password other-room",
        "old-show  password set, but the served build has no private project old-show",
        "",
      ].join("\n"),
    );
  });

  it("says so when nothing is built yet", async () => {
    const { run, out } = command(typed([]), null);
    expect(await run("list")).toBe(0);
    expect(out.join("")).toBe(
      "Private projects and their passwords in the data folder /srv/test-data:\nNo build is being served yet.\n",
    );
  });
});

describe("npm run private -- remove-password", () => {
  it("removes it, and says when there was none", async () => {
    const { run, passwords, out, err } = command(typed([]));
    passwords.set("sealed-room", "hash");
    expect(await run("remove-password", "sealed-room")).toBe(0);
    expect(passwords.hashOf("sealed-room")).toBeUndefined();
    expect(out.join("")).toBe(
      "Password removed in the data folder /srv/test-data: nobody can open sealed-room until a new one is set.\n",
    );
    expect(await run("remove-password", "sealed-room")).toBe(1);
    expect(err.join("")).toBe("sealed-room has no password; nothing changed.\n");
  });
});

describe("npm run private", () => {
  it("prints its usage for an unknown command", async () => {
    const { run, err } = command(typed([]));
    expect(await run("open")).toBe(2);
    expect(err.join("")).toContain("Usage: npm run private -- <command>");
  });
});
