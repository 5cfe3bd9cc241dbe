import { describe, expect, it } from "vitest";
import { ownerPassword, sameOrigin, studioTestApp } from "../testing/studio-test-app.ts";
import { testIp } from "../testing/test-app.ts";
import { OwnerPassword } from "./owner-password.ts";

const firefoxOnMac =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("signing in", () => {
  it("starts a session with an HttpOnly, SameSite=Strict cookie and hands the page a CSRF token", async () => {
    const studio = await studioTestApp();
    const res = await studio.signInRequest(ownerPassword);
    expect(res.status).toBe(200);
    const [session, device] = res.headers.getSetCookie();
    expect(session).toMatch(
      /^studio_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    // The browser is one the owner signed in with: see "the owner cannot be locked out".
    expect(device).toMatch(
      /^studio_device=[\w-]{22}\.[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const body = (await res.json()) as { signedIn: boolean; csrfToken: string };
    expect(body.signedIn).toBe(true);
    expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("uses a Secure __Host- cookie when the page was reached over HTTPS", async () => {
    const studio = await studioTestApp();
    const res = await studio.request("https://localhost/api/studio/session", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://localhost" },
      body: JSON.stringify({ password: ownerPassword }),
    });
    const [session, device] = res.headers.getSetCookie();
    expect(session).toMatch(
      /^__Host-studio_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(device).toMatch(
      /^__Host-studio_device=[\w.-]{66}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const token = session?.split(";")[0] ?? "";
    const probe = await studio.request("https://localhost/api/studio/session", {
      headers: { Cookie: token },
    });
    expect(await probe.json()).toMatchObject({ signedIn: true });
    // The same cookie sent over plain HTTP is not read.
    const plain = await studio.request("/api/studio/session", { headers: { Cookie: token } });
    expect(await plain.json()).toEqual({ signedIn: false });
  });

  it("trusts X-Forwarded-Proto for the Secure cookie only behind a configured proxy", async () => {
    const proxied = await studioTestApp({ trustProxyHops: 1 });
    const behindProxy = await proxied.signInRequest(ownerPassword, {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": testIp,
    });
    expect(behindProxy.headers.get("Set-Cookie")).toMatch(/^__Host-studio_session=.*; Secure;/);

    const direct = await studioTestApp();
    const spoofed = await direct.signInRequest(ownerPassword, { "X-Forwarded-Proto": "https" });
    expect(spoofed.headers.get("Set-Cookie")).toMatch(/^studio_session=/);
  });

  it("refuses a wrong password with an answer that says nothing more, and logs no password", async () => {
    const studio = await studioTestApp();
    const wrong = await studio.signInRequest("violet kiln harbour 43");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
    expect(await wrong.json()).toEqual({
      error: "sign_in_failed",
      message: "Sign-in failed. Check the password and try again.",
    });
    const failure = studio.logger.lines.find((line) => line.msg === "studio sign-in failed");
    expect(failure?.fields.address).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(studio.logger.lines)).not.toContain("violet");
    expect(JSON.stringify(studio.logger.lines)).not.toContain(testIp);
  });

  it("slows repeated failures: the right password waits too, then works", async () => {
    const studio = await studioTestApp();
    for (let i = 0; i < 3; i++) {
      expect((await studio.signInRequest(`wrong password number ${i}`)).status).toBe(401);
    }
    const slowed = await studio.signInRequest(ownerPassword);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("Retry-After")).toBe("1");
    expect(await slowed.json()).toEqual({
      error: "rate_limited",
      message: "Too many sign-in attempts. Try again in 1 second.",
      retryAfterSeconds: 1,
    });
    // Another address is not held up by these failures.
    expect((await studio.signInRequest(ownerPassword, {}, "198.51.100.20")).status).toBe(200);
    studio.advance(1000);
    expect((await studio.signInRequest(ownerPassword)).status).toBe(200);
  });

  it("answers the probe with the CSRF token and the header's counts when signed in", async () => {
    const studio = await studioTestApp();
    expect(await (await studio.request("/api/studio/session")).json()).toEqual({ signedIn: false });
    await studio.addMessage();
    await studio.store.recordFailure(await studio.addMessage(), "550 refused");
    const browser = await studio.signIn();
    const probe = await studio.request("/api/studio/session", {
      headers: { Cookie: browser.cookie },
    });
    expect(await probe.json()).toEqual({
      signedIn: true,
      csrfToken: browser.csrfToken,
      counts: { unread: 2, failed: 1, spam: 0 },
      // The test app's content folder is as empty as its build's: nothing waits to be published.
      unpublished: 0,
    });
  });

  it("refuses a sign-in posted from another site's page, or without an Origin", async () => {
    const studio = await studioTestApp();
    const crossSite = await studio.signInRequest(ownerPassword, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { error: string }).error).toBe("forbidden_origin");
    expect(crossSite.headers.get("Set-Cookie")).toBeNull();
    const res = await studio.request("/api/studio/session", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: ownerPassword }),
    });
    expect(res.status).toBe(403);
  });

  it("accepts a request from the site's configured address as well as from its own host", async () => {
    const studio = await studioTestApp();
    const res = await studio.signInRequest(ownerPassword, {
      Origin: "https://noor-ellison.example",
    });
    expect(res.status).toBe(200);
  });

  it("answers malformed sign-in requests with a clear 4xx, counting no attempt", async () => {
    const studio = await studioTestApp();
    const post = (body: string, type = "application/json") =>
      studio.request("/api/studio/session", {
        method: "POST",
        headers: { "Content-Type": type, Origin: sameOrigin },
        body,
      });
    expect((await post("{not json")).status).toBe(400);
    expect((await post("{}")).status).toBe(400);
    expect((await post(JSON.stringify({ password: ownerPassword, extra: 1 }))).status).toBe(400);
    expect((await post(JSON.stringify({ password: "x".repeat(2000) }))).status).toBe(400);
    expect((await post("password=x", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await post(JSON.stringify({ password: "x".repeat(20_000) }))).status).toBe(413);
    // None of them counted as a failed attempt.
    expect((await studio.signInRequest(ownerPassword)).status).toBe(200);
  });
});

describe("the owner cannot be locked out", () => {
  /** Wrong guesses from five addresses, each as soon as its address may try, until every
   * browser never seen before is refused. */
  async function lockOutUnknownBrowsers(studio: Awaited<ReturnType<typeof studioTestApp>>) {
    const addresses = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4", "192.0.2.5"];
    for (let guess = 0; guess < 60; guess++) {
      const res = await studio.signInRequest(`guess ${guess}`, {}, addresses[guess % 5]);
      if (res.status === 429) studio.advance(Number(res.headers.get("Retry-After")) * 1000);
    }
    const stranger = await studio.signInRequest(ownerPassword, {}, "198.51.100.99");
    expect(stranger.status).toBe(429);
  }

  it("by guesses spread over many addresses: a browser that signed in before still gets in", async () => {
    const studio = await studioTestApp();
    const owner = await studio.signInRequest(ownerPassword);
    const device = owner.headers.getSetCookie()[1]?.split(";")[0] ?? "";
    await lockOutUnknownBrowsers(studio);
    // The owner's browser, now on another network, with the right password.
    const back = await studio.signInRequest(ownerPassword, { Cookie: device }, "203.0.113.200");
    expect(back.status).toBe(200);
  });

  it("while a forged or foreign device cookie counts as a browser never seen before", async () => {
    const studio = await studioTestApp();
    const elsewhere = await studioTestApp();
    const foreign = (await elsewhere.signInRequest(ownerPassword)).headers.getSetCookie()[1];
    await lockOutUnknownBrowsers(studio);
    for (const cookie of [
      foreign?.split(";")[0] ?? "",
      `studio_device=${"A".repeat(22)}.${"B".repeat(43)}`,
    ]) {
      const res = await studio.signInRequest(ownerPassword, { Cookie: cookie }, "203.0.113.201");
      expect(res.status, cookie).toBe(429);
    }
  });

  it("while a browser is no longer trusted once the password is changed or everyone signed out", async () => {
    for (const forget of ["password", "sign-out-all"] as const) {
      const studio = await studioTestApp();
      const device =
        (await studio.signInRequest(ownerPassword)).headers.getSetCookie()[1]?.split(";")[0] ?? "";
      if (forget === "password") await studio.setPassword();
      else new OwnerPassword(studio.db).signOutEverywhere();
      await lockOutUnknownBrowsers(studio);
      const res = await studio.signInRequest(ownerPassword, { Cookie: device }, "203.0.113.202");
      expect(res.status, forget).toBe(429);
    }
  });

  it("and a trusted browser's own wrong guesses slow only that browser, then count as a stranger's", async () => {
    const studio = await studioTestApp();
    const device =
      (await studio.signInRequest(ownerPassword)).headers.getSetCookie()[1]?.split(";")[0] ?? "";
    const withDevice = (password: string) => studio.signInRequest(password, { Cookie: device });
    for (let i = 0; i < 3; i++) expect((await withDevice(`typo ${i}`)).status).toBe(401);
    expect((await withDevice(ownerPassword)).status).toBe(429);
    // Nobody else is held back by the owner's typos.
    expect((await studio.signInRequest(ownerPassword, {}, "198.51.100.20")).status).toBe(200);
    studio.advance(1000);
    expect((await withDevice(ownerPassword)).status).toBe(200);
  });
});

describe("sessions", () => {
  it("ends with sign-out: the cookie is cleared and no longer opens anything", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const out = await studio.asOwner(browser, "/api/studio/session", { method: "DELETE" });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(
      /^studio_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict/,
    );
    expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(401);
  });

  it("all end when the password is changed", async () => {
    const studio = await studioTestApp();
    const phone = await studio.signIn();
    const laptop = await studio.signIn({ "User-Agent": firefoxOnMac });
    expect(await studio.setPassword("another long passphrase")).toEqual({
      endedSessions: 2,
      removedPasskeys: 0,
    });
    expect((await studio.asOwner(phone, "/api/studio/messages")).status).toBe(401);
    expect((await studio.asOwner(laptop, "/api/studio/messages")).status).toBe(401);
  });

  it("are listed as devices, the current one marked, and any of them can be signed out", async () => {
    const studio = await studioTestApp();
    const phone = await studio.signIn();
    studio.advance(60_000);
    const laptop = await studio.signIn({ "User-Agent": firefoxOnMac });
    const res = await studio.asOwner(laptop, "/api/studio/devices");
    const { devices } = (await res.json()) as {
      devices: { id: string; device: string; current: boolean; createdAt: number }[];
    };
    expect(devices.map((d) => [d.device, d.current])).toEqual([
      ["Firefox on macOS", true],
      ["Chrome on Android", false],
    ]);
    expect(JSON.stringify(devices)).not.toContain(phone.cookie.split("=")[1]);

    const phoneId = devices[1]?.id ?? "";
    const ended = await studio.asOwner(laptop, `/api/studio/devices/${phoneId}`, {
      method: "DELETE",
    });
    expect(await ended.json()).toEqual({ ended: phoneId, current: false });
    expect((await studio.asOwner(phone, "/api/studio/messages")).status).toBe(401);
    expect((await studio.asOwner(laptop, "/api/studio/messages")).status).toBe(200);

    const again = await studio.asOwner(laptop, `/api/studio/devices/${phoneId}`, {
      method: "DELETE",
    });
    expect(again.status).toBe(404);

    const laptopId = devices[0]?.id ?? "";
    const self = await studio.asOwner(laptop, `/api/studio/devices/${laptopId}`, {
      method: "DELETE",
    });
    expect(await self.json()).toEqual({ ended: laptopId, current: true });
    expect(self.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("end after 14 days unused, while one used every few days lasts its 30 days", async () => {
    const day = 24 * 3600_000;
    const studio = await studioTestApp();
    const idle = await studio.signIn();
    const busy = await studio.signIn({ "User-Agent": firefoxOnMac }, "198.51.100.7");
    const works = async (browser: typeof idle) =>
      (await studio.asOwner(browser, "/api/studio/messages")).status === 200;
    // Unused for a minute less than 14 days: still signed in; used then, 14 days more.
    studio.advance(14 * day - 60_000);
    expect(await works(idle)).toBe(true);
    studio.advance(14 * day);
    expect(await works(idle)).toBe(false);
    // The other one, used every few days meanwhile, until its 30 days are over.
    const other = await studio.signIn({ "User-Agent": firefoxOnMac }, "198.51.100.8");
    let elapsed = 0;
    while (elapsed + 3 * day < 30 * day) {
      studio.advance(3 * day);
      elapsed += 3 * day;
      expect(await works(other), `day ${elapsed / day}`).toBe(true);
    }
    studio.advance(30 * day - elapsed);
    expect(await works(other)).toBe(false);
    expect(await works(busy)).toBe(false);
  });

  it("end the browser's earlier one when it signs in again", async () => {
    const studio = await studioTestApp();
    const first = await studio.signIn();
    const second = await studio.signIn({ Cookie: first.cookie, "X-CSRF-Token": first.csrfToken });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await studio.asOwner(first, "/api/studio/messages")).status).toBe(401);
    const devices = await (await studio.asOwner(second, "/api/studio/devices")).json();
    expect(devices.devices).toHaveLength(1);
  });

  it("stores only a hash of the cookie's token", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const token = browser.cookie.split("=")[1] ?? "";
    const rows = JSON.stringify(studio.db.prepare("SELECT * FROM studio_sessions").all());
    expect(rows).not.toContain(token);
  });
});

describe("requests that change something", () => {
  async function signedInWithMessage() {
    const studio = await studioTestApp();
    const id = await studio.addMessage();
    const browser = await studio.signIn();
    const unchanged = async () => {
      const message = (await (
        await studio.asOwner(browser, `/api/studio/messages/${id}`)
      ).json()) as {
        read: boolean;
      };
      expect(message.read).toBe(false);
    };
    return { studio, id, browser, unchanged };
  }

  it("refuse a missing or wrong CSRF token with 403, changing nothing", async () => {
    const { studio, id, browser, unchanged } = await signedInWithMessage();
    for (const token of [undefined, "", "x".repeat(43), browser.csrfToken.slice(1)]) {
      const res = await studio.request(`/api/studio/messages/${id}`, {
        method: "PATCH",
        headers: {
          Cookie: browser.cookie,
          Origin: sameOrigin,
          "Content-Type": "application/json",
          ...(token === undefined ? {} : { "X-CSRF-Token": token }),
        },
        body: JSON.stringify({ read: true }),
      });
      expect(res.status, String(token)).toBe(403);
      expect(await res.json()).toEqual({
        error: "csrf_failed",
        message:
          "The request's security token is missing or out of date. Reload the page and try again.",
      });
    }
    await unchanged();
  });

  it("refuse another session's CSRF token", async () => {
    const { studio, id, browser, unchanged } = await signedInWithMessage();
    const other = await studio.signIn();
    const res = await studio.asOwner(
      { ...browser, csrfToken: other.csrfToken },
      `/api/studio/messages/${id}`,
      {
        method: "PATCH",
        json: { read: true },
      },
    );
    expect(res.status).toBe(403);
    await unchanged();
  });

  it("refuse a cross-site or missing Origin with 403, changing nothing", async () => {
    const { studio, id, browser, unchanged } = await signedInWithMessage();
    for (const origin of ["https://evil.example", "null", "http://localhost:9999"]) {
      const res = await studio.asOwner(browser, `/api/studio/messages/${id}`, {
        method: "PATCH",
        json: { read: true },
        headers: { Origin: origin },
      });
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe("forbidden_origin");
    }
    const noOrigin = await studio.request(`/api/studio/messages/${id}`, {
      method: "PATCH",
      headers: {
        Cookie: browser.cookie,
        "X-CSRF-Token": browser.csrfToken,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ read: true }),
    });
    expect(noOrigin.status).toBe(403);
    await unchanged();
  });

  it("answer oversized or malformed JSON with a clear 4xx, changing nothing", async () => {
    const { studio, id, browser, unchanged } = await signedInWithMessage();
    const patch = (body: string, type = "application/json") =>
      studio.asOwner(browser, `/api/studio/messages/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": type },
        body,
      });
    const cases: [string, number, string, string?][] = [
      [JSON.stringify({ read: true, padding: "x".repeat(20_000) }), 413, "payload_too_large"],
      ['{"read": tru', 400, "invalid_json"],
      ["[]", 400, "validation_failed"],
      ["{}", 400, "validation_failed"],
      [JSON.stringify({ read: "yes" }), 400, "validation_failed"],
      [JSON.stringify({ read: true, status: "sent" }), 400, "validation_failed"],
      [JSON.stringify({ read: true }), 415, "unsupported_media_type", "text/plain"],
    ];
    for (const [body, status, error, type] of cases) {
      const res = await patch(body, type);
      expect(res.status, body.slice(0, 40)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    await unchanged();
  });
});
