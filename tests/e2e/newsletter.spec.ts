import type { Page } from "@playwright/test";
import {
  expect,
  failedResourceLoad,
  gotoHydrated,
  holdAppScript,
  hydrated,
  test,
} from "./fixtures.ts";
import {
  isolateFromInternet,
  platform,
  publicationOrigin,
  stubFeedScript,
  stubPublication,
  subscribeUrl,
} from "./newsletter-hosts.ts";

/** The new tab has reached the publication's own pages. */
const onPublication = (url: URL) => url.origin === publicationOrigin;

function notice(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function expectNotice(page: Page, title: string, description: string) {
  const shown = notice(page, title);
  await expect(shown).toBeVisible();
  await expect(shown.locator("[data-title]")).toHaveText(title);
  await expect(shown.locator("[data-description]")).toHaveText(description);
  return shown;
}

function signup(page: Page) {
  return {
    email: page.getByLabel("Email address"),
    subscribe: page.getByRole("button", { name: "Subscribe" }),
  };
}

/** Records the Subscribe button as it is at the moment the page asks for a new tab. */
const recordButtonAtOpen = `
  const open = window.open.bind(window);
  window.open = (...args) => {
    const button = document.querySelector('form[method="get"] button');
    document.documentElement.dataset.buttonAtOpen = JSON.stringify({
      text: button?.textContent,
      disabled: button?.disabled,
    });
    return open(...args);
  };
`;

/** A browser that blocks the new tab: window.open answers null. */
const blockNewTabs = "window.open = () => null;";

/** A browser that refuses to open the new tab with an error. */
const refuseNewTabs = `window.open = () => {
  throw new DOMException("Pop-ups are not allowed here", "SecurityError");
};`;

test.beforeEach(async ({ context, page, pageErrors }) => {
  await isolateFromInternet(context);
  await stubPublication(context);
  // The Blog page's feed is not under test here.
  await stubFeedScript(page, "unreachable");
  pageErrors.allow(failedResourceLoad);
});

test("Contact's Stay Connected section invites subscribing for updates on current projects and the artistic process", async ({
  page,
}) => {
  await page.goto("/contact");
  const section = page.getByRole("region", { name: "Stay Connected" });
  await expect(section.getByRole("heading", { level: 2, name: "Stay Connected" })).toBeVisible();
  await expect(section).toContainText("updates on current projects");
  await expect(section).toContainText("artistic process");
  await expect(section.getByRole("textbox")).toHaveCount(1);
  await expect(section.getByRole("button", { name: "Subscribe" })).toBeVisible();
});

for (const path of ["/contact", "/blog"]) {
  test.describe(`newsletter signup on ${path}`, () => {
    test("has one required e-mail field and a Subscribe button", async ({ page }) => {
      await page.goto(path);
      const { email, subscribe } = signup(page);
      await expect(email).toHaveAttribute("type", "email");
      await expect(email).toHaveAttribute("required", "");
      await expect(subscribe).toBeEnabled();
    });

    test("an empty e-mail shows the destructive 'Error' / 'Please enter your email address.'", async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, path);
      await signup(page).subscribe.click();
      const shown = await expectNotice(page, "Error", "Please enter your email address.");
      await expect(shown).toHaveAttribute("data-type", "error");
      await expect(signup(page).email).toBeFocused();
      expect(context.pages()).toHaveLength(1);
    });

    test("subscribing opens the subscribe page with the e-mail encoded, clears the field and shows 'Redirecting to Substack'", async ({
      page,
      context,
    }) => {
      await page.addInitScript({ content: recordButtonAtOpen });
      await gotoHydrated(page, path);
      const { email, subscribe } = signup(page);
      await email.fill("a.b+c@example.com");
      const [tab] = await Promise.all([context.waitForEvent("page"), subscribe.click()]);
      await tab.waitForURL(onPublication);
      expect(tab.url()).toBe(`${subscribeUrl}?email=a.b%2Bc%40example.com`);
      expect(await tab.evaluate("window.opener")).toBeNull();

      await expectNotice(
        page,
        `Redirecting to ${platform}`,
        `Complete your subscription on the ${platform} page that just opened.`,
      );
      await expect(email).toHaveValue("");
      await expect(subscribe).toBeEnabled();
      const atOpen = await page.locator("html").getAttribute("data-button-at-open");
      expect(JSON.parse(atOpen ?? "{}")).toEqual({ text: "Subscribing...", disabled: true });
    });

    test("an address typed before the page's script has run is kept and subscribed", async ({
      page,
      context,
    }) => {
      const releaseAppScript = await holdAppScript(page);
      // Not waiting for the load event, which a held script may delay.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await signup(page).email.fill("ada@example.com");
      releaseAppScript();
      await hydrated(page);
      await expect(signup(page).email).toHaveValue("ada@example.com");
      const [tab] = await Promise.all([
        context.waitForEvent("page"),
        signup(page).subscribe.click(),
      ]);
      await tab.waitForURL(onPublication);
      expect(tab.url()).toBe(`${subscribeUrl}?email=ada%40example.com`);
      await expect(signup(page).email).toHaveValue("");
    });

    test("a blocked new tab shows 'Error' / 'There was an issue opening the subscription page.'", async ({
      page,
    }) => {
      await page.addInitScript({ content: blockNewTabs });
      await gotoHydrated(page, path);
      await signup(page).email.fill("ada@example.com");
      await signup(page).subscribe.click();
      const shown = await expectNotice(
        page,
        "Error",
        "There was an issue opening the subscription page.",
      );
      await expect(shown).toHaveAttribute("data-type", "error");
      await expect(signup(page).email).toHaveValue("ada@example.com");
      await expect(signup(page).subscribe).toBeEnabled();
    });

    test("a new tab that fails to open shows 'Error' / 'There was an issue opening the subscription page.'", async ({
      page,
    }) => {
      await page.addInitScript({ content: refuseNewTabs });
      await gotoHydrated(page, path);
      await signup(page).email.fill("ada@example.com");
      await signup(page).subscribe.click();
      await expectNotice(page, "Error", "There was an issue opening the subscription page.");
      await expect(signup(page).email).toHaveValue("ada@example.com");
    });
  });
}

test("a malformed address keeps the browser's own message and opens nothing", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/blog");
  const { email, subscribe } = signup(page);
  await email.fill("not-an-address");
  await subscribe.click();
  expect(
    await page.evaluate('document.querySelector("input[type=email]").validity.typeMismatch'),
  ).toBe(true);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);
});
