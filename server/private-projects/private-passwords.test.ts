import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { databaseFileName } from "../storage/database.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { PrivatePasswords } from "./private-passwords.ts";

function open(dir = tempDir("private-passwords")) {
  const passwords = PrivatePasswords.open(dir);
  onTestFinished(() => passwords.close());
  return passwords;
}

describe("private project passwords in the database", () => {
  it("keeps one hash per project, replaced when set again", () => {
    const passwords = open();
    expect(passwords.hashOf("sealed-room")).toBeUndefined();
    passwords.set("sealed-room", "hash-1", 1000);
    passwords.set("other-room", "hash-2", 2000);
    passwords.set("sealed-room", "hash-3", 3000);
    expect(passwords.hashOf("sealed-room")).toBe("hash-3");
    expect(passwords.list()).toEqual([
      { projectId: "other-room", hash: "hash-2", setAt: 2000 },
      { projectId: "sealed-room", hash: "hash-3", setAt: 3000 },
    ]);
  });

  it("removes a project's password", () => {
    const passwords = open();
    passwords.set("sealed-room", "hash-1", 1000);
    expect(passwords.remove("sealed-room")).toBe(true);
    expect(passwords.remove("sealed-room")).toBe(false);
    expect(passwords.hashOf("sealed-room")).toBeUndefined();
  });

  it("says when each project got its password, read without making a database where none is", () => {
    const empty = tempDir("private-passwords");
    expect(PrivatePasswords.setTimes(empty)).toEqual(new Map());
    expect(existsSync(join(empty, databaseFileName))).toBe(false);
    const dir = tempDir("private-passwords");
    const passwords = open(dir);
    passwords.set("sealed-room", "hash-1", 1000);
    passwords.set("other-room", "hash-2", 2000);
    expect(PrivatePasswords.setTimes(dir)).toEqual(
      new Map([
        ["sealed-room", 1000],
        ["other-room", 2000],
      ]),
    );
    expect(PrivatePasswords.projectsWithPassword(dir)).toEqual(
      new Set(["sealed-room", "other-room"]),
    );
  });

  it("makes the cookie key once and keeps it, for the server and the command alike", () => {
    const dir = tempDir("private-passwords");
    const first = open(dir).accessKey();
    expect(first).toHaveLength(32);
    expect(open(dir).accessKey().equals(first)).toBe(true);
    expect(open().accessKey().equals(first)).toBe(false);
  });
});
