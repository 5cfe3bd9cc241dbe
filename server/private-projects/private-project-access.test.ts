import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { PageAccess } from "../../core/content/page-access.ts";
import { clientAddress } from "../api/client-address.ts";
import { createApp } from "../app.ts";
import { defaultDeliveryRetryPolicy } from "../delivery/delivery-retry-policy.ts";
import { makeCurrent } from "../releases/releases.ts";
import { ServedReleases } from "../releases/served-releases.ts";
import { siteCspSources } from "../security/content-security-policy.ts";
import { inlineScriptHashes } from "../security/inline-hashes.ts";
import { hashPassword } from "../security/password-hash.ts";
import { ipHasher } from "../storage/ip-hash.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { writeFixtureRelease } from "../testing/fixture-build.ts";
import { memoryLogger } from "../testing/memory-logger.ts";
import { tempDir } from "../testing/temp-dir.ts";
import { accessLifetimeMs } from "./access-cookie.ts";
import { PasswordThrottle } from "./password-throttle.ts";
import { PrivatePasswords } from "./private-passwords.ts";

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main>${title}</main><script>window.page=${JSON.stringify(title)}</script></body></html>`;

const secret = Buffer.from([1, 2, 3, 4]);
const shared = Buffer.from([5, 6, 7]);

const pageAccess: PageAccess = {
  noindexPaths: ["/project/hidden-room", "/project/sealed-room", "/project/other-room"],
  privateProjects: [
    {
      id: "sealed-room",
      path: "/project/sealed-room",
      images: ["secret-800.avif", "shared-800.avif"],
    },
    { id: "other-room", path: "/project/other-room", images: ["shared-800.avif"] },
  ],
};

const password = "open the sealed room";
// The real cost takes a noticeable fraction of a second per check; the format is the same.
const quick = { N: 2 ** 10, r: 8, p: 1 };

let buildDir: string;

beforeAll(() => {
  buildDir = tempDir("private-access");
  // An earlier release in which the sealed room's picture was still public.
  writeFixtureRelease(buildDir, {
    files: { "404/index.html": page("Not found"), "img/secret-800.avif": secret },
  });
  const id = writeFixtureRelease(buildDir, {
    files: {
      "about/index.html": page("About"),
      "404/index.html": page("Not found"),
      "project/hidden-room/index.html": page("Hidden Room"),
      "project/hidden-room.data": "[hidden room data]",
      "img/public-800.avif": Buffer.from([9]),
    },
    privateFiles: {
      "sealed-room/project/sealed-room/index.html": page("Sealed Room"),
      "sealed-room/project/sealed-room.data": "[sealed room data]",
      "sealed-room/img/secret-800.avif": secret,
      "sealed-room/img/shared-800.avif": shared,
      "other-room/project/other-room/index.html": page("Other Room"),
      "other-room/project/other-room.data": "[other room data]",
      "other-room/img/shared-800.avif": shared,
      "_access/project/_private/index.html": page("Private project"),
      "_access/project/_private-refused/index.html": page("That password is not right"),
      "_access/project/_private-wait/index.html": page("Too many wrong passwords"),
    },
    pageAccess,
  });
  makeCurrent(buildDir, id);
});

async function server(
  options: {
    trustProxy?: boolean;
    verify?: (password: string, hash: string) => Promise<boolean>;
  } = {},
) {
  const data = tempDir("private-access-data");
  const store = SqliteMessageStore.open(data);
  const passwords = PrivatePasswords.open(data);
  onTestFinished(() => {
    store.close();
    passwords.close();
  });
  passwords.set("sealed-room", await hashPassword(password, quick));
  let now = Date.UTC(2026, 0, 15, 12, 0, 0);
  const clock = () => now;
  const logger = memoryLogger();
  const app = createApp({
    releases: new ServedReleases(buildDir),
    logger,
    api: {
      store,
      siteUrl: () => "https://artist.example",
      clientAddress: clientAddress(options.trustProxy ? 1 : 0),
      hashIp: ipHasher("test-salt-0123456789"),
      rateLimit: false,
      retryForMs: defaultDeliveryRetryPolicy.retryForMs,
      logger,
    },
    security: { trustProxy: options.trustProxy ?? false },
    cspSources: siteCspSources,
    privateProjects: {
      passwords,
      throttle: new PasswordThrottle(clock),
      clock,
      ...(options.verify ? { verify: options.verify } : {}),
    },
  });
  const request = (path: string, init: RequestInit = {}, ip = "203.0.113.10") =>
    app.request(`http://localhost${path}`, init, { incoming: { socket: { remoteAddress: ip } } });
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });
  /** Gives the password on the form and returns the cookie the answer sets. */
  const signIn = async (project = "sealed-room", given = password) => {
    const answer = await post(
      `/project/${project}`,
      new URLSearchParams({ password: given }).toString(),
    );
    const cookie = answer.headers.get("Set-Cookie") ?? "";
    return { answer, cookie: cookie.split(";")[0] ?? "" };
  };
  return {
    request,
    post,
    signIn,
    passwords,
    logger,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const privateFiles = [
  "/project/sealed-room.data",
  "/img/secret-800.avif",
  "/img/shared-800.avif",
] as const;

describe("a private project without its cookie", () => {
  it("answers its address with the password form, HTTP 401, never cached or indexed", async () => {
    const { request } = await server();
    const answer = await request("/project/sealed-room");
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain("<main>Private project</main>");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(answer.headers.get("WWW-Authenticate")).toMatch(/^Form /);
    const [formScript] = inlineScriptHashes(page("Private project"));
    expect(answer.headers.get("Content-Security-Policy")).toContain(formScript);
  });

  it("gives nothing of its data or its pictures: 404, also to HEAD", async () => {
    const { request } = await server();
    for (const path of privateFiles) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await request(path, { method });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.headers.get("Cache-Control"), path).toBe("no-store");
      }
    }
  });

  it("does not give a picture that an earlier release still had in its public folder", async () => {
    const { request } = await server();
    expect((await request("/img/secret-800.avif")).status).toBe(404);
  });
});

describe("the password form", () => {
  it("refuses a wrong password with the form and its reason, HTTP 401, and no cookie", async () => {
    const { signIn } = await server();
    const { answer, cookie } = await signIn("sealed-room", "a wrong guess");
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain("That password is not right");
    expect(cookie).toBe("");
  });

  it("answers the right password with a cookie for that project and the page's address", async () => {
    const { signIn } = await server();
    const { answer } = await signIn();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/project/sealed-room");
    const cookie = answer.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^private-sealed-room=\d+\.[\w-]{43}; /);
    expect(cookie).toContain(`Max-Age=${accessLifetimeMs / 1000}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("returns to the address the form was shown at, with the image it names", async () => {
    const { post } = await server();
    const answer = await post(
      "/project/sealed-room?image=2",
      `password=${encodeURIComponent(password)}`,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/project/sealed-room?image=2");
  });

  it("makes the cookie Secure when the visitor came over HTTPS", async () => {
    const { post } = await server({ trustProxy: true });
    const answer = await post("/project/sealed-room", `password=${encodeURIComponent(password)}`, {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "203.0.113.10",
    });
    expect(answer.headers.get("Set-Cookie")).toContain("Secure");
  });

  it("opens nothing while the project has no password set", async () => {
    const { signIn } = await server();
    for (const given of [password, "", "anything at all"]) {
      const { answer } = await signIn("other-room", given);
      expect(answer.status, given).toBe(401);
    }
  });

  it("slows a visitor who keeps guessing: after five wrong tries, a wait that grows", async () => {
    const { signIn, advance, logger } = await server();
    for (let i = 0; i < 5; i++)
      expect((await signIn("sealed-room", "guess")).answer.status).toBe(401);
    const waiting = (await signIn("sealed-room", password)).answer;
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("Retry-After")).toBe("1");
    expect(await waiting.text()).toContain("Too many wrong passwords");
    expect(logger.lines.map((line) => line.msg)).toContain("private project password tries slowed");
    advance(1000);
    expect((await signIn("sealed-room", "guess")).answer.status).toBe(401);
    expect((await signIn("sealed-room", password)).answer.headers.get("Retry-After")).toBe("2");
    advance(2000);
    expect((await signIn()).answer.status).toBe(303);
  });

  it("checks tries sent at once one after the other, and lets only the first ten wait their turn", async () => {
    let checking = 0;
    let most = 0;
    const verify = async () => {
      checking++;
      most = Math.max(most, checking);
      await new Promise((resolve) => setImmediate(resolve));
      checking--;
      return false;
    };
    const { request } = await server({ verify });
    const tries = Array.from({ length: 30 }, (_, i) =>
      request(
        "/project/sealed-room",
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "password=a+guess+of+mine",
        },
        `198.51.100.${i}`,
      ),
    );
    const statuses = (await Promise.all(tries)).map((answer) => answer.status);
    expect(most).toBe(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("takes passwords only from this site's own pages, as a form, and small", async () => {
    const { post } = await server();
    const body = `password=${encodeURIComponent(password)}`;
    expect(
      (await post("/project/sealed-room", body, { Origin: "https://evil.example" })).status,
    ).toBe(403);
    expect(
      (await post("/project/sealed-room", body, { Origin: "https://artist.example" })).status,
    ).toBe(303);
    expect(
      (
        await post("/project/sealed-room", JSON.stringify({ password }), {
          "Content-Type": "application/json",
        })
      ).status,
    ).toBe(415);
    expect((await post("/project/sealed-room", `password=${"x".repeat(5000)}`)).status).toBe(413);
  });

  it("is only for private projects: other pages take no POST", async () => {
    const { post } = await server();
    expect((await post("/about", "password=x")).status).toBe(405);
    expect((await post("/project/hidden-room", "password=x")).status).toBe(405);
  });
});

describe("a private project with its cookie", () => {
  it("serves its page, data and pictures, for the visitor's browser only", async () => {
    const { request, signIn } = await server();
    const { cookie } = await signIn();
    const headers = { Cookie: cookie };
    const pageAnswer = await request("/project/sealed-room", { headers });
    expect(pageAnswer.status).toBe(200);
    expect(await pageAnswer.text()).toContain("<main>Sealed Room</main>");
    expect(pageAnswer.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(pageAnswer.headers.get("X-Robots-Tag")).toBe("noindex");
    const [pageScript] = inlineScriptHashes(page("Sealed Room"));
    expect(pageAnswer.headers.get("Content-Security-Policy")).toContain(pageScript);

    const data = await request("/project/sealed-room.data", { headers });
    expect(await data.text()).toBe("[sealed room data]");
    const picture = await request("/img/secret-800.avif", { headers });
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(secret);
    expect(picture.headers.get("Cache-Control")).toBe("private, max-age=604800, immutable");
    expect((await request("/img/shared-800.avif", { headers })).status).toBe(200);
  });

  it("opens no other private project, though a picture both share is served", async () => {
    const { request, signIn, passwords } = await server();
    passwords.set("other-room", await hashPassword("another password", quick));
    const { cookie } = await signIn();
    const headers = { Cookie: cookie };
    expect((await request("/project/other-room", { headers })).status).toBe(401);
    expect((await request("/project/other-room.data", { headers })).status).toBe(404);
  });

  it("stops opening it after seven days, or when the project gets a new password", async () => {
    const { request, signIn, advance, passwords } = await server();
    const { cookie } = await signIn();
    advance(accessLifetimeMs);
    expect((await request("/project/sealed-room", { headers: { Cookie: cookie } })).status).toBe(
      401,
    );

    const fresh = (await signIn()).cookie;
    passwords.set("sealed-room", await hashPassword("a new password now", quick));
    expect((await request("/img/secret-800.avif", { headers: { Cookie: fresh } })).status).toBe(
      404,
    );
  });

  it("refuses a cookie that was altered", async () => {
    const { request, signIn } = await server();
    const { cookie } = await signIn();
    const altered = cookie.replace(/=(\d+)\./, (_, expires: string) => `=${Number(expires) + 1}.`);
    expect((await request("/project/sealed-room", { headers: { Cookie: altered } })).status).toBe(
      401,
    );
  });
});

describe("unlisted projects", () => {
  it("are served to anyone with the address, with X-Robots-Tag: noindex", async () => {
    const { request } = await server();
    for (const path of ["/project/hidden-room", "/project/hidden-room.data"]) {
      const answer = await request(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("X-Robots-Tag"), path).toBe("noindex");
    }
    expect((await request("/about")).headers.get("X-Robots-Tag")).toBeNull();
  });
});
