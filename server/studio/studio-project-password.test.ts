import { describe, expect, it, onTestFinished } from "vitest";
import type { ProjectEditor } from "../../core/studio/content-api.ts";
import { signAccess, verifyAccess } from "../private-projects/access-cookie.ts";
import { PrivatePasswords } from "../private-projects/private-passwords.ts";
import { verifyPassword } from "../security/password-hash.ts";
import { contentStudio } from "../testing/content-studio.ts";
import { folderState } from "../testing/folder-state.ts";
import { sameOrigin } from "../testing/studio-test-app.ts";

type Readable = Extract<ProjectEditor, { readable: true }>;

const password = "four lamps on the quay";
const path = "/projects/tide-lines/password";

/** The server's table of private projects' passwords, read as the public site reads it. */
function storedPasswords(dataDir: string): PrivatePasswords {
  const passwords = PrivatePasswords.open(dataDir);
  onTestFinished(() => passwords.close());
  return passwords;
}

describe("a private project's password, set in the Studio", () => {
  it("stores only a hash that the new password opens, and answers with when it was set", async () => {
    const s = await contentStudio();
    const before = folderState(s.fixture.dir);
    const res = await s.call("PUT", path, { password, repeat: password });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(password);
    const editor = JSON.parse(text) as Readable;
    expect(editor).toMatchObject({ id: "tide-lines", passwordSetAt: s.studio.now() });

    const hash = storedPasswords(s.studio.dataDir).hashOf("tide-lines");
    if (hash === undefined) throw new Error("no password was stored");
    expect(hash).not.toContain(password);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword("four lamps on the pier", hash)).toBe(false);
    // Kept on the server alone: the content folder is as it was, and no log line names it.
    expect(folderState(s.fixture.dir)).toEqual(before);
    expect(JSON.stringify(s.studio.logger.lines)).not.toContain(password);
    expect(s.studio.logger.lines).toContainEqual({
      level: "info",
      msg: "studio: private project password set",
      fields: { project: "tide-lines" },
    });
  });

  it("closes the project to visitors who opened it with the password it had before", async () => {
    const s = await contentStudio();
    const passwords = storedPasswords(s.studio.dataDir);
    await s.ok("PUT", path, { password, repeat: password });
    const key = passwords.accessKey();
    const until = s.studio.now() + 3600_000;
    const opened = signAccess(key, "tide-lines", passwords.hashOf("tide-lines") ?? "", until);

    const next = "a gull on the harbour wall";
    await s.ok("PUT", path, { password: next, repeat: next });
    const hash = passwords.hashOf("tide-lines") ?? "";
    expect(verifyAccess(key, "tide-lines", hash, opened, s.studio.now())).toBe(false);
    const reopened = signAccess(key, "tide-lines", hash, until);
    expect(verifyAccess(key, "tide-lines", hash, reopened, s.studio.now())).toBe(true);
  });

  it("refuses a password the terminal's command would refuse, with the reason beside the field", async () => {
    const s = await contentStudio();
    for (const [given, reason] of [
      ["short", "The password must have at least 10 characters (it has 5)."],
      ["sunshine2024", "This password is one of the most commonly used ones; choose another."],
    ] as const) {
      const res = await s.call("PUT", path, { password: given, repeat: given });
      expect(res.status, given).toBe(400);
      expect(await res.json()).toEqual({
        error: "validation_failed",
        message: reason,
        problems: [{ field: "password", message: reason }],
      });
    }
    expect(storedPasswords(s.studio.dataDir).hashOf("tide-lines")).toBeUndefined();
  });

  it("refuses two different passwords, beside the repeated one", async () => {
    const s = await contentStudio();
    const res = await s.call("PUT", path, { password, repeat: "four lamps on the quai" });
    expect(res.status).toBe(400);
    const message = "The two passwords differ: type the same password in both fields.";
    expect(await res.json()).toEqual({
      error: "validation_failed",
      message,
      problems: [{ field: "repeat", message }],
    });
    expect(storedPasswords(s.studio.dataDir).hashOf("tide-lines")).toBeUndefined();
  });

  it("refuses a body without both passwords, and a project that does not exist", async () => {
    const s = await contentStudio();
    const unrepeated = await s.call("PUT", path, { password });
    expect(unrepeated.status).toBe(400);
    expect(await unrepeated.json()).toMatchObject({ error: "validation_failed" });
    for (const id of ["no-such-project", "Not-An-Address"]) {
      const res = await s.call("PUT", `/projects/${id}/password`, { password, repeat: password });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({
        error: "not_found",
        message: `There is no project "${id}".`,
      });
    }
    expect(storedPasswords(s.studio.dataDir).list()).toEqual([]);
  });

  it("removes it, after which the private project needs one again before publishing", async () => {
    const s = await contentStudio();
    const editor = await s.ok<Readable>("GET", "/projects/tide-lines");
    await s.ok("PUT", "/projects/tide-lines", {
      version: editor.version,
      fields: { ...editor.fields, visibility: "private" },
    });
    const set = await s.ok<Readable>("PUT", path, { password, repeat: password });
    expect(set.needed).toEqual([]);

    const removed = await s.ok<Readable>("DELETE", path);
    expect(removed.passwordSetAt).toBeNull();
    expect(removed.needed.map((problem) => problem.field)).toEqual(["password"]);
    expect(storedPasswords(s.studio.dataDir).hashOf("tide-lines")).toBeUndefined();

    const again = await s.call("DELETE", path);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      error: "not_found",
      message: "tide-lines has no password for its visitors; nothing changed.",
    });
  });

  it("is set by nobody without the owner's session, CSRF token and the Studio's origin", async () => {
    const s = await contentStudio();
    const body = JSON.stringify({ password, repeat: password });
    const json = { "Content-Type": "application/json", Origin: sameOrigin };
    const url = `/api/studio${path}`;
    const signedOut = await s.studio.request(url, { method: "PUT", headers: json, body });
    expect(signedOut.status).toBe(401);
    const noToken = await s.studio.request(url, {
      method: "PUT",
      headers: { ...json, Cookie: s.browser.cookie },
      body,
    });
    expect(noToken.status).toBe(403);
    const elsewhere = await s.studio.asOwner(s.browser, url, {
      method: "PUT",
      headers: { Origin: "https://evil.example" },
      json: { password, repeat: password },
    });
    expect(elsewhere.status).toBe(403);
    expect(storedPasswords(s.studio.dataDir).list()).toEqual([]);
  });
});
