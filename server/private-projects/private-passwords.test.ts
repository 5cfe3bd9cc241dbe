import { describe, expect, it, onTestFinished } from "vitest";
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

  it("makes the cookie key once and keeps it, for the server and the command alike", () => {
    const dir = tempDir("private-passwords");
    const first = open(dir).accessKey();
    expect(first).toHaveLength(32);
    expect(open(dir).accessKey().equals(first)).toBe(true);
    expect(open().accessKey().equals(first)).toBe(false);
  });
});
