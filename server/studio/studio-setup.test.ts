import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { setupTokenHeader } from "../../core/studio/studio-api.ts";
import { OwnerNotices } from "../delivery/owner-notices.ts";
import { exportArchive } from "../export/export-archive.ts";
import { pendingRestoreFile } from "../startup/pending-restore.ts";
import { exportFixture } from "../testing/export-fixture.ts";
import { fixtureShell, sameOrigin, studioTestApp } from "../testing/studio-test-app.ts";
import { testSiteUrl } from "../testing/test-app.ts";
import { setupTriesRule } from "./setup-routes.ts";
import { StudioSetup, setupAddressFile, setupLifetimeMs } from "./studio-setup.ts";

type StudioTest = Awaited<ReturnType<typeof studioTestApp>>;

/** The Studio's setup as the server makes it at its start, over the test's data folder. */
function setupOf(studio: StudioTest) {
  return new StudioSetup({
    db: studio.db,
    dataDir: studio.dataDir,
    logger: studio.logger,
    addresses: () => [testSiteUrl, "http://127.0.0.1:3000"],
    clock: studio.now,
  });
}

function post(studio: StudioTest, path: string, json: unknown) {
  return studio.request(`/api/studio${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: sameOrigin },
    body: JSON.stringify(json),
  });
}

const password = "a quiet orchard at dawn";

describe("the first start without a terminal", () => {
  it("logs a one-time setup address and keeps it in the data folder, readable by the server alone", async () => {
    const studio = await studioTestApp({ enabled: false });
    const token = setupOf(studio).ensure() ?? "";
    expect(token).toMatch(/^[\w-]{43}$/);
    const line = studio.logger.lines.find((l) => l.msg.startsWith("Studio setup: open"));
    expect(line?.msg).toBe(
      `Studio setup: open ${testSiteUrl}/studio/setup#${token} to choose the Studio's password`,
    );
    expect(line?.fields.alsoAt).toBe(`http://127.0.0.1:3000/studio/setup#${token}`);
    const file = join(studio.dataDir, setupAddressFile);
    expect(readFileSync(file, "utf8")).toContain(`${testSiteUrl}/studio/setup#${token}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The database keeps only its hash.
    expect(JSON.stringify(studio.db.prepare("SELECT * FROM studio_setup").all())).not.toContain(
      token,
    );
    // A second start within the hour keeps the same address.
    expect(setupOf(studio).ensure()).toBeUndefined();
  });

  it("serves the setup page alone while the Studio is off; every other Studio address stays 404", async () => {
    const studio = await studioTestApp({ enabled: false });
    setupOf(studio).ensure();
    const page = await studio.request("/studio/setup");
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(fixtureShell);
    expect(page.headers.get("Content-Security-Policy")).toContain("connect-src 'self'");
    for (const path of ["/studio", "/studio/sign-in", "/studio/messages", "/Studio/setup"]) {
      expect((await studio.request(path)).status, path).toBe(404);
    }
    expect((await studio.request("/api/studio/session")).status).toBe(404);
  });

  it("lets the owner choose the password with the address, once, and signs them in", async () => {
    const studio = await studioTestApp({ enabled: false });
    const token = setupOf(studio).ensure() ?? "";
    expect((await post(studio, "/setup/check", { token })).status).toBe(200);

    const weak = await post(studio, "/setup", { token, password: "short", repeat: "short" });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { message: string }).message).toMatch(/at least 12/);
    const differ = await post(studio, "/setup", { token, password, repeat: `${password}!` });
    expect(((await differ.json()) as { message: string }).message).toMatch(/differ/);

    const chosen = await post(studio, "/setup", { token, password, repeat: password });
    expect(chosen.status).toBe(200);
    const [session] = chosen.headers.getSetCookie();
    expect(session).toMatch(/^studio_session=/);
    const browser = {
      cookie: session?.split(";")[0] ?? "",
      csrfToken: ((await chosen.json()) as { csrfToken: string }).csrfToken,
    };
    expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(200);
    // The password works for signing in, and the address is used up.
    expect((await studio.signInRequest(password)).status).toBe(200);
    expect((await post(studio, "/setup", { token, password, repeat: password })).status).toBe(404);
    expect((await studio.request("/studio/setup")).status).toBe(404);
    expect(existsSync(join(studio.dataDir, setupAddressFile))).toBe(false);
    const notices = new OwnerNotices(studio.db).due(studio.now());
    expect(notices.map((notice) => notice.subject)).toEqual(["the Studio is on"]);
  });

  it("refuses a wrong address, and after an hour makes a new one, which the log and the file give", async () => {
    const studio = await studioTestApp({ enabled: false });
    const setup = setupOf(studio);
    const token = setup.ensure() ?? "";
    const other = token.endsWith("A") ? "B" : "A";
    const wrong = await post(studio, "/setup/check", { token: `${token.slice(0, -1)}${other}` });
    expect(wrong.status).toBe(404);
    studio.advance(setupLifetimeMs);
    const late = await post(studio, "/setup", { token, password, repeat: password });
    expect(late.status).toBe(410);
    expect(((await late.json()) as { message: string }).message).toMatch(/expired.*log/);
    const fresh = studio.logger.lines.filter((l) => l.msg.startsWith("Studio setup: open"));
    expect(fresh).toHaveLength(2);
    const next = /#([\w-]{43})/.exec(fresh[1]?.msg ?? "")?.[1] ?? "";
    expect(next).not.toBe(token);
    expect(readFileSync(join(studio.dataDir, setupAddressFile), "utf8")).toContain(next);
    expect((await post(studio, "/setup/check", { token: next })).status).toBe(200);
  });

  it("lets one address try a few times a minute, and no one else's tries keep the owner out", async () => {
    const studio = await studioTestApp({ enabled: false });
    const token = setupOf(studio).ensure() ?? "";
    const junk = { token: "x".repeat(43), password, repeat: password };
    for (let i = 0; i < setupTriesRule.limit; i++) {
      expect((await post(studio, "/setup", junk)).status).toBe(404);
    }
    expect((await post(studio, "/setup", junk)).status).toBe(429);
    // The owner, elsewhere, is not held back.
    const owner = await studio.request(
      "/api/studio/setup",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: sameOrigin },
        body: JSON.stringify({ token, password, repeat: password }),
      },
      "198.51.100.40",
    );
    expect(owner.status).toBe(200);
  });

  it("ends when the password is set from the terminal, which keeps working, and stays ended", async () => {
    const studio = await studioTestApp({ enabled: false });
    const setup = setupOf(studio);
    const token = setup.ensure() ?? "";
    await studio.setPassword();
    expect(setup.check(token)).toBe("invalid");
    expect((await studio.signIn()).csrfToken).toMatch(/^[\w-]{43}$/);
    // Turned off afterwards, the old address opens nothing, and no new one is made.
    studio.disable();
    expect(setup.check(token)).toBe("invalid");
    expect((await post(studio, "/setup/check", { token })).status).toBe(404);
    expect(setup.ensure()).toBeUndefined();
    expect(existsSync(join(studio.dataDir, setupAddressFile))).toBe(false);
    expect((await studio.request("/studio/setup")).status).toBe(404);
    // Only the terminal turns it on again.
    await studio.setPassword();
    expect((await studio.signIn()).csrfToken).toMatch(/^[\w-]{43}$/);
  });

  it("takes an export instead of a password, checks it, and asks to be started again to restore it", async () => {
    const studio = await studioTestApp({ enabled: false });
    const token = setupOf(studio).ensure() ?? "";
    const send = (body: BodyInit, headers: Record<string, string> = {}) =>
      studio.request("/api/studio/setup/restore", {
        method: "POST",
        headers: { "Content-Type": "application/zip", Origin: sameOrigin, ...headers },
        body,
      });
    expect((await send("zip bytes")).status).toBe(404);
    const damaged = await send("not a zip", { [setupTokenHeader]: token });
    expect(damaged.status).toBe(400);
    expect(((await damaged.json()) as { message: string }).message).toMatch(
      /^The file cannot be read as a \.zip archive/,
    );
    expect(existsSync(join(studio.dataDir, pendingRestoreFile))).toBe(false);

    const site = await exportFixture();
    onTestFinished(() => site.remove());
    const made = await exportArchive(site);
    const chunks: Buffer[] = [];
    for await (const chunk of made.stream) chunks.push(Buffer.from(chunk));
    await made.finished;
    const accepted = await send(Buffer.concat(chunks), { [setupTokenHeader]: token });
    expect(accepted.status).toBe(202);
    expect(existsSync(join(studio.dataDir, pendingRestoreFile))).toBe(true);
    await expect.poll(() => studio.restarts.length).toBe(1);
  });
});
