// @vitest-environment node
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";
import type { DeviceSummary, PasskeySummary } from "../../core/studio/studio-api.ts";
import { SoftwareAuthenticator } from "../testing/software-authenticator.ts";
import {
  ownerPassword,
  type SignedInBrowser,
  sameOrigin,
  studioTestApp,
} from "../testing/studio-test-app.ts";
import { OwnerPassword } from "./owner-password.ts";
import { challengeLifetimeMs } from "./passkey-challenges.ts";
import { recentSignInMs } from "./passkey-registration-routes.ts";
import { signInOptionsRule } from "./passkey-sign-in-routes.ts";

type StudioTestApp = Awaited<ReturnType<typeof studioTestApp>>;

async function registrationOptions(studio: StudioTestApp, browser: SignedInBrowser) {
  const res = await studio.asOwner(browser, "/api/studio/passkeys/options", {
    method: "POST",
    json: {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PublicKeyCredentialCreationOptionsJSON;
}

/** Adds a passkey through the API, as the devices screen does. */
async function addPasskey(
  studio: StudioTestApp,
  browser: SignedInBrowser,
  authenticator = new SoftwareAuthenticator(),
  name = "Laptop",
) {
  const options = await registrationOptions(studio, browser);
  const res = await studio.asOwner(browser, "/api/studio/passkeys", {
    method: "POST",
    json: { name, response: authenticator.register(options, sameOrigin) },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return authenticator;
}

async function signInOptions(studio: StudioTestApp) {
  const res = await studio.request("/api/studio/passkey-sign-in/options", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: sameOrigin },
    body: "{}",
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PublicKeyCredentialRequestOptionsJSON;
}

function passkeySignIn(studio: StudioTestApp, response: unknown, origin = sameOrigin) {
  return studio.request("/api/studio/passkey-sign-in", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      "User-Agent":
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0",
    },
    body: JSON.stringify({ response }),
  });
}

/** Signs in with the authenticator's passkey: a browser with the session it opened. */
async function signInWithPasskey(
  studio: StudioTestApp,
  authenticator: SoftwareAuthenticator,
): Promise<SignedInBrowser> {
  const res = await passkeySignIn(
    studio,
    authenticator.signIn(await signInOptions(studio), sameOrigin),
  );
  expect(res.status).toBe(200);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie: (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "", csrfToken };
}

async function listPasskeys(studio: StudioTestApp, browser: SignedInBrowser) {
  const res = await studio.asOwner(browser, "/api/studio/passkeys");
  expect(res.status).toBe(200);
  return ((await res.json()) as { passkeys: PasskeySummary[] }).passkeys;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: string }).error;
}

describe("passkeys", () => {
  it("are added by a signed-in owner and listed with their name, when added and last used", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const options = await registrationOptions(studio, browser);
    expect(options.rp.id).toBe("localhost");
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-8, -7, -257]);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    const authenticator = await addPasskey(
      studio,
      browser,
      new SoftwareAuthenticator(),
      "  Phone ",
    );
    expect(await listPasskeys(studio, browser)).toEqual([
      {
        id: authenticator.id,
        name: "Phone",
        createdAt: studio.now(),
        lastUsedAt: null,
        signedInHere: false,
      },
    ]);
    // The next registration tells the authenticator which passkey it holds already.
    const again = await registrationOptions(studio, browser);
    expect(again.excludeCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    expect(again.user.id).toBe(options.user.id);
  });

  it("sign in to the same kind of session as the password: cookie, CSRF token, devices list", async () => {
    const studio = await studioTestApp();
    const owner = await studio.signIn();
    const authenticator = await addPasskey(studio, owner);
    studio.advance(60_000);

    const res = await passkeySignIn(
      studio,
      authenticator.signIn(await signInOptions(studio), sameOrigin),
    );
    expect(res.status).toBe(200);
    const [session, device] = res.headers.getSetCookie();
    expect(session).toMatch(
      /^studio_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect(device).toMatch(/^studio_device=/);
    const body = (await res.json()) as { signedIn: boolean; csrfToken: string };
    expect(body.signedIn).toBe(true);
    const browser = {
      cookie: (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "",
      csrfToken: body.csrfToken,
    };
    expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(200);
    const devices = (await (await studio.asOwner(browser, "/api/studio/devices")).json()) as {
      devices: DeviceSummary[];
    };
    expect(devices.devices.map((d) => [d.device, d.current])).toEqual([
      ["Firefox on macOS", true],
      ["Chrome on Android", false],
    ]);
    expect(await listPasskeys(studio, browser)).toMatchObject([{ lastUsedAt: studio.now() }]);
    expect(studio.logger.lines).toContainEqual(
      expect.objectContaining({
        msg: "studio sign-in",
        fields: expect.objectContaining({ passkey: authenticator.id }),
      }),
    );
  });

  it("are offered on the sign-in screen only once one exists", async () => {
    const studio = await studioTestApp();
    const offer = async () =>
      (await (await studio.request("/api/studio/passkey-sign-in")).json()) as {
        available: boolean;
      };
    expect(await offer()).toEqual({ available: false });
    const refused = await studio.request("/api/studio/passkey-sign-in/options", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: sameOrigin },
      body: "{}",
    });
    expect(refused.status).toBe(404);
    await addPasskey(studio, await studio.signIn());
    expect(await offer()).toEqual({ available: true });
  });

  it("cannot be listed, added or removed without a session", async () => {
    const studio = await studioTestApp();
    const authenticator = await addPasskey(studio, await studio.signIn());
    const json = { "Content-Type": "application/json", Origin: sameOrigin };
    const attempts: [string, RequestInit][] = [
      ["/api/studio/passkeys", {}],
      ["/api/studio/passkeys/options", { method: "POST", headers: json, body: "{}" }],
      [
        "/api/studio/passkeys",
        {
          method: "POST",
          headers: json,
          body: JSON.stringify({
            name: "Intruder",
            response: new SoftwareAuthenticator().register(
              await registrationOptions(studio, await studio.signIn()),
              sameOrigin,
            ),
          }),
        },
      ],
      [`/api/studio/passkeys/${authenticator.id}`, { method: "DELETE", headers: json }],
    ];
    for (const [path, init] of attempts) {
      const res = await studio.request(path, init);
      expect(res.status, `${init.method ?? "GET"} ${path}`).toBe(401);
    }
    expect(studio.db.prepare("SELECT id FROM studio_passkeys").all()).toEqual([
      { id: authenticator.id },
    ]);
  });

  it("are not added without the CSRF token or from another origin", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const options = await registrationOptions(studio, browser);
    const body = {
      name: "Laptop",
      response: new SoftwareAuthenticator().register(options, sameOrigin),
    };
    const noToken = await studio.asOwner(browser, "/api/studio/passkeys", {
      method: "POST",
      json: body,
      headers: { "X-CSRF-Token": "" },
    });
    expect(noToken.status).toBe(403);
    expect(await errorOf(noToken)).toBe("csrf_failed");
    const foreign = await studio.asOwner(browser, "/api/studio/passkeys", {
      method: "POST",
      json: body,
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toBe("forbidden_origin");
    const foreignOptions = await studio.asOwner(browser, "/api/studio/passkeys/options", {
      method: "POST",
      json: {},
      headers: { Origin: "https://evil.example" },
    });
    expect(foreignOptions.status).toBe(403);
    expect(await listPasskeys(studio, browser)).toEqual([]);
  });

  it("refuse a registration signed for another origin or made for another session", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const elsewhere = await studio.asOwner(browser, "/api/studio/passkeys", {
      method: "POST",
      json: {
        name: "Laptop",
        response: new SoftwareAuthenticator().register(
          await registrationOptions(studio, browser),
          "https://evil.example",
        ),
      },
    });
    expect(elsewhere.status).toBe(400);
    expect(await errorOf(elsewhere)).toBe("passkey_failed");

    const other = await studio.signIn();
    const theirs = await studio.asOwner(other, "/api/studio/passkeys", {
      method: "POST",
      json: {
        name: "Laptop",
        response: new SoftwareAuthenticator().register(
          await registrationOptions(studio, browser),
          sameOrigin,
        ),
      },
    });
    expect(theirs.status).toBe(400);
    expect(await errorOf(theirs)).toBe("passkey_expired");
    expect(await listPasskeys(studio, browser)).toEqual([]);
  });

  it("refuse a replayed registration: each challenge is used once", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const authenticator = new SoftwareAuthenticator();
    const json = {
      name: "Laptop",
      response: authenticator.register(await registrationOptions(studio, browser), sameOrigin),
    };
    const first = await studio.asOwner(browser, "/api/studio/passkeys", { method: "POST", json });
    expect(first.status).toBe(201);
    studio.db.prepare("DELETE FROM studio_passkeys").run();
    const replay = await studio.asOwner(browser, "/api/studio/passkeys", { method: "POST", json });
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toBe("passkey_expired");
    expect(await listPasskeys(studio, browser)).toEqual([]);
  });

  it("refuse a replayed sign-in: each challenge is used once", async () => {
    const studio = await studioTestApp();
    const authenticator = await addPasskey(studio, await studio.signIn());
    const response = authenticator.signIn(await signInOptions(studio), sameOrigin);
    expect((await passkeySignIn(studio, response)).status).toBe(200);
    const replay = await passkeySignIn(studio, response);
    expect(replay.status).toBe(401);
    expect(replay.headers.get("Set-Cookie")).toBeNull();
    expect(await replay.json()).toEqual({
      error: "passkey_expired",
      message: "This passkey sign-in has expired or was already used. Try again.",
    });
  });

  it("refuse an expired challenge, for signing in and for adding", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const authenticator = await addPasskey(studio, browser);
    const signIn = authenticator.signIn(await signInOptions(studio), sameOrigin);
    const registration = new SoftwareAuthenticator().register(
      await registrationOptions(studio, browser),
      sameOrigin,
    );
    studio.advance(challengeLifetimeMs);
    const late = await passkeySignIn(studio, signIn);
    expect(late.status).toBe(401);
    expect(await errorOf(late)).toBe("passkey_expired");
    const lateAdd = await studio.asOwner(browser, "/api/studio/passkeys", {
      method: "POST",
      json: { name: "Late", response: registration },
    });
    expect(lateAdd.status).toBe(400);
    expect(await errorOf(lateAdd)).toBe("passkey_expired");
  });

  it("refuse an unknown passkey, and one signed for another origin", async () => {
    const studio = await studioTestApp();
    const authenticator = await addPasskey(studio, await studio.signIn());
    const stranger = new SoftwareAuthenticator();
    const unknown = await passkeySignIn(
      studio,
      stranger.signIn(await signInOptions(studio), sameOrigin),
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({
      error: "passkey_not_recognised",
      message:
        "This passkey is not recognised by the Studio: it may have been removed. Sign in with the password.",
    });
    const phished = await passkeySignIn(
      studio,
      authenticator.signIn(await signInOptions(studio), "https://evil.example"),
    );
    expect(phished.status).toBe(401);
    expect(await errorOf(phished)).toBe("sign_in_failed");
    expect(studio.db.prepare("SELECT count(*) AS n FROM studio_sessions").get()).toEqual({ n: 1 });
  });

  it("refuse a sign-in options request from another origin or at an IP address", async () => {
    const studio = await studioTestApp();
    await addPasskey(studio, await studio.signIn());
    const foreign = await studio.request("/api/studio/passkey-sign-in/options", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    const atIp = await studio.request("http://127.0.0.1/api/studio/passkey-sign-in/options", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1" },
      body: "{}",
    });
    expect(atIp.status).toBe(400);
    expect(await errorOf(atIp)).toBe("passkeys_unavailable");
  });

  it("slow repeated failed sign-ins as the password's throttle does", async () => {
    const studio = await studioTestApp();
    const authenticator = await addPasskey(studio, await studio.signIn());
    const stranger = new SoftwareAuthenticator();
    for (let i = 0; i < 3; i++) {
      const res = await passkeySignIn(
        studio,
        stranger.signIn(await signInOptions(studio), sameOrigin),
      );
      expect(res.status).toBe(401);
    }
    const slowed = await passkeySignIn(
      studio,
      authenticator.signIn(await signInOptions(studio), sameOrigin),
    );
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("Retry-After")).toBe("1");
    // The password is held back too: the count is the same.
    expect((await studio.signInRequest("violet kiln harbour 42")).status).toBe(429);
    studio.advance(1000);
    const later = await passkeySignIn(
      studio,
      authenticator.signIn(await signInOptions(studio), sameOrigin),
    );
    expect(later.status).toBe(200);
  });

  it("stop signing in the moment they are removed", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const authenticator = await addPasskey(studio, browser);
    const options = await signInOptions(studio);
    const removed = await studio.asOwner(browser, `/api/studio/passkeys/${authenticator.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(await listPasskeys(studio, browser)).toEqual([]);
    const res = await passkeySignIn(studio, authenticator.signIn(options, sameOrigin));
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("passkey_not_recognised");
    const again = await studio.asOwner(browser, `/api/studio/passkeys/${authenticator.id}`, {
      method: "DELETE",
    });
    expect(again.status).toBe(404);
  });

  it("sign out, when removed, the browsers that signed in with them and no other", async () => {
    const studio = await studioTestApp();
    const owner = await studio.signIn();
    const laptop = await addPasskey(studio, owner, new SoftwareAuthenticator(), "Laptop");
    const phone = await addPasskey(studio, owner, new SoftwareAuthenticator(), "Phone");
    const withLaptop = await signInWithPasskey(studio, laptop);
    const withPhone = await signInWithPasskey(studio, phone);
    const signedIn = async (browser: SignedInBrowser) =>
      (await studio.asOwner(browser, "/api/studio/messages")).status;

    const seen = await listPasskeys(studio, withLaptop);
    expect(Object.fromEntries(seen.map(({ name, signedInHere }) => [name, signedInHere]))).toEqual({
      Laptop: true,
      Phone: false,
    });
    const removed = await studio.asOwner(owner, `/api/studio/passkeys/${laptop.id}`, {
      method: "DELETE",
    });
    expect(await removed.json()).toEqual({ removed: laptop.id, signedOut: 1 });
    expect(await signedIn(withLaptop)).toBe(401);
    expect(await signedIn(withPhone)).toBe(200);
    expect(await signedIn(owner)).toBe(200);

    // Removed from the browser it signed in: that browser is signed out too.
    const own = await studio.asOwner(withPhone, `/api/studio/passkeys/${phone.id}`, {
      method: "DELETE",
    });
    expect(await own.json()).toEqual({ removed: phone.id, signedOut: 1 });
    expect(await signedIn(withPhone)).toBe(401);
    expect(await signedIn(owner)).toBe(200);
  });

  it("are added only within five minutes of giving the password or using a passkey", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    studio.advance(recentSignInMs + 1);
    const late = await studio.asOwner(browser, "/api/studio/passkeys/options", {
      method: "POST",
      json: {},
    });
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({
      error: "sign_in_again",
      message:
        "To add a passkey, first confirm it is you with the password (or a passkey you have).",
    });
    // The session itself still works: only adding a passkey asks for the password again.
    expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(200);
    // Nor does a challenge asked for in time carry the adding past the five minutes.
    const fresh = await studio.signIn({
      Cookie: browser.cookie,
      "X-CSRF-Token": browser.csrfToken,
    });
    const slow = new SoftwareAuthenticator().register(
      await registrationOptions(studio, fresh),
      sameOrigin,
    );
    studio.advance(recentSignInMs + 1);
    const tooLate = await studio.asOwner(fresh, "/api/studio/passkeys", {
      method: "POST",
      json: { name: "Slow", response: slow },
    });
    expect(tooLate.status).toBe(403);
    const confirmed = await studio.signIn({
      Cookie: fresh.cookie,
      "X-CSRF-Token": fresh.csrfToken,
    });
    const authenticator = await addPasskey(studio, confirmed);
    // Confirming with that passkey counts as well.
    studio.advance(recentSignInMs + 1);
    const withPasskey = await signInWithPasskey(studio, authenticator);
    await addPasskey(studio, withPasskey, new SoftwareAuthenticator(), "Phone");
    expect(await listPasskeys(studio, withPasskey)).toHaveLength(2);
  });

  it("tell the owner by mail when one is added", async () => {
    const studio = await studioTestApp();
    await addPasskey(studio, await studio.signIn(), new SoftwareAuthenticator(), "Studio laptop");
    expect(await studio.noticeSender.sendDue()).toBe(1);
    const [mail] = studio.smtp.received;
    expect(mail?.to).toEqual(["studio@noor-ellison.example"]);
    expect(mail?.raw).toContain("Subject: Noor Ellison Studio: a passkey was added");
    expect(mail?.raw).toContain("Studio laptop");
    expect(mail?.raw).toContain("from Chrome on Android");
    expect(await studio.noticeSender.sendDue()).toBe(0);
  });

  it("give each sign-in challenge only a few times a minute to one address", async () => {
    const studio = await studioTestApp();
    await addPasskey(studio, await studio.signIn());
    const ask = (ip: string) =>
      studio.request(
        "/api/studio/passkey-sign-in/options",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: sameOrigin },
          body: "{}",
        },
        ip,
      );
    for (let i = 0; i < signInOptionsRule.limit; i++)
      expect((await ask("192.0.2.9")).status).toBe(200);
    const refused = await ask("192.0.2.9");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect((await ask("192.0.2.10")).status).toBe(200);
    studio.advance(signInOptionsRule.windowMs);
    expect((await ask("192.0.2.9")).status).toBe(200);
  });

  it("keep the owner's sign-in challenge, however many others are asked for meanwhile", async () => {
    const studio = await studioTestApp();
    const authenticator = await addPasskey(studio, await studio.signIn());
    const owners = await signInOptions(studio);
    for (let i = 0; i < 300; i++) {
      const res = await studio.request(
        "/api/studio/passkey-sign-in/options",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: sameOrigin },
          body: "{}",
        },
        `198.51.${Math.floor(i / 200)}.${i % 200}`,
      );
      expect(res.status).toBe(200);
    }
    const res = await passkeySignIn(studio, authenticator.signIn(owners, sameOrigin));
    expect(res.status).toBe(200);
  });

  it("are removed by a password change or by signing out everywhere, unless kept on purpose", async () => {
    const studio = await studioTestApp();
    const browser = await studio.signIn();
    const authenticator = await addPasskey(studio, browser);
    const options = await signInOptions(studio);
    // As `npm run studio -- set-password` does.
    await studio.setPassword(ownerPassword);
    expect((await studio.asOwner(browser, "/api/studio/messages")).status).toBe(401);
    const refused = await passkeySignIn(studio, authenticator.signIn(options, sameOrigin));
    expect(await errorOf(refused)).toBe("passkey_not_recognised");

    const kept = await addPasskey(studio, await studio.signIn());
    // As `npm run studio -- sign-out-all --keep-passkeys` does.
    new OwnerPassword(studio.db).signOutEverywhere({ keepPasskeys: true });
    const withPasskey = await signInWithPasskey(studio, kept);
    const later = await signInOptions(studio);
    // As `npm run studio -- sign-out-all` does.
    new OwnerPassword(studio.db).signOutEverywhere();
    expect((await studio.asOwner(withPasskey, "/api/studio/messages")).status).toBe(401);
    const gone = await passkeySignIn(studio, kept.signIn(later, sameOrigin));
    expect(await errorOf(gone)).toBe("passkey_not_recognised");
  });

  it("are removed with the password when the Studio is turned off", async () => {
    const studio = await studioTestApp();
    const authenticator = await addPasskey(studio, await studio.signIn());
    const options = await signInOptions(studio);
    studio.disable();
    await studio.setPassword();
    expect(studio.db.prepare("SELECT count(*) AS n FROM studio_passkeys").get()).toEqual({ n: 0 });
    const res = await passkeySignIn(studio, authenticator.signIn(options, sameOrigin));
    expect(res.status).toBe(401);
  });
});
