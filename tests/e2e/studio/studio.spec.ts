import type { Page } from "@playwright/test";
import { parseMail } from "../../../server/testing/parse-mail.ts";
import { failedResourceLoad, gotoHydrated, http404Console } from "../fixtures.ts";
import { expectAccessible, signIn } from "./studio-screen-checks.ts";
import { expect, ownerPassword, test } from "./studio-server.ts";

/** Sends a message through the public contact form, as a visitor would. */
async function sendContactMessage(page: Page, text: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Subject").fill("Studio visit");
  await page.getByLabel("Message", { exact: true }).fill(text);
  // A person takes a while to write; a form sent faster is filed as spam.
  await page.clock.fastForward(5000);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
}

test("the Studio is off until a password is set from the terminal, then on and off without a restart", async ({
  page,
  studio,
  pageErrors,
}) => {
  pageErrors.allow(http404Console);
  const off = await page.goto("/studio/messages");
  expect(off?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // The page stays as sent: the app, started at an address it would route to the Studio, would
  // meet the Not-found page's markup and draw the page a second time.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  await expect(page.locator("main")).toHaveCount(1);
  expect((await page.request.get("/api/studio/session")).status()).toBe(404);

  await studio.setPassword();
  const on = await page.goto("/studio");
  expect(on?.status()).toBe(200);
  expect(on?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await studio.disable();
  expect((await page.goto("/studio"))?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main")).toHaveCount(1);
});

test("the Studio, whose page shows nothing before its scripts, asks for them at once", async ({
  page,
  studio,
}) => {
  await studio.setPassword();
  // With the page's clock stopped, none of its frames or timers comes: a page that waited for a
  // paint, or for the time allowed to one (as the public pages do), would never start.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  const entryAsked = page.waitForRequest(/\/assets\/entry\.client-[^/]*\.js$/);
  await page.goto("/studio/sign-in");
  await entryAsked;
  await page.clock.resume();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeFocused();
});

test("the owner signs in, reads a message sent through the contact form, handles it, signs another browser out and signs out", async ({
  browser,
  page,
  studio,
  pageErrors,
}) => {
  test.slow();
  // The wrong password's answer (401) is logged by the browser as a failed resource.
  pageErrors.allow(failedResourceLoad);
  const token = `studio check ${crypto.randomUUID()}`;
  const text = `Hello Noor,\n<b>not bold</b> ${token}`;
  await studio.setPassword();

  // The mail server refuses the message for good: it waits in the Studio as failed.
  studio.smtp.mode = "reject-permanent";
  await sendContactMessage(page, text);
  await expect.poll(() => studio.statusOf(token), { timeout: 10_000 }).toBe("failed");

  // Signing in through the real form.
  await gotoHydrated(page, "/studio");
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Sign-in failed. Check the password and try again.",
  );
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await page.getByLabel("Password").fill(ownerPassword);
  await page.getByRole("button", { name: "Sign in" }).click();

  // The inbox: the message unread (bold), failed, with the mail server's error; the counts.
  await expect(page.getByRole("heading", { name: "Messages" })).toBeFocused();
  const counts = page.getByTestId("studio-counts");
  await expect(counts).toHaveText("1 unread · 1 failed");
  const item = page.getByRole("listitem").filter({ hasText: token.slice(0, 20) });
  const sender = item.getByRole("link", { name: "Ada Lovelace (unread)" });
  await expect(sender).toBeVisible();
  expect(
    await item.getByText("Ada Lovelace").evaluate((name) => getComputedStyle(name).fontWeight),
  ).toBe("700");
  await expect(item).toContainText("Not e-mailed: delivery failed: ");
  await expect(item).toContainText("550");
  await expectAccessible(page);
  // The Studio's sections fit one line, on a phone too: the screen starts right below them.
  const rows = await page
    .getByRole("navigation", { name: "Studio" })
    .getByRole("listitem")
    .evaluateAll((items) => new Set(items.map((li) => li.getBoundingClientRect().top)).size);
  expect(rows).toBe(1);

  // Search by a word of the message, and a search that finds nothing.
  const search = page.getByLabel("Search by name, e-mail or words");
  await search.fill(token.split(" ")[2] ?? "");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Studio visit" })).toHaveCount(1);
  await search.fill("zebra");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No message matches this search.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Show all" }).click();

  // The message opens as text, never HTML, and counts as read.
  await page.getByRole("link", { name: "Ada Lovelace (unread)" }).click();
  await expect(page.getByRole("heading", { name: "Studio visit" })).toBeFocused();
  const body = page.getByTestId("message-text");
  await expect(body).toHaveText(text);
  await expect(body.locator("b")).toHaveCount(0);
  await expect(counts).toHaveText("0 unread · 1 failed");
  const reply = page.getByRole("link", { name: "Reply by e-mail" });
  await expect(reply).toHaveAttribute(
    "href",
    "mailto:ada@example.com?subject=Re%3A%20Studio%20visit",
  );
  await expectAccessible(page);
  // Loaded afresh, the Studio's own styles win over the site's base styles.
  await page.reload();
  await expect(body).toHaveText(text);
  expect(await reply.evaluate((link) => getComputedStyle(link).color)).toBe("rgb(255, 255, 255)");
  expect(await body.evaluate((box) => getComputedStyle(box).paddingTop)).toBe("16px");

  // Marked unread again: said on screen, counted, and the focus stays on the button.
  await page.getByRole("button", { name: "Mark as unread" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as unread.");
  await expect(counts).toHaveText("1 unread · 1 failed");
  await expect(page.getByRole("button", { name: "Mark as read" })).toBeFocused();
  await expectAccessible(page);

  // The mail server is back: retrying delivers the message.
  studio.smtp.mode = "accept";
  await page.getByRole("button", { name: "Retry delivery" }).click();
  await expect(page.getByRole("status")).toHaveText("Delivered: the message is in your mailbox.");
  await expect(page.getByText("E-mailed", { exact: true })).toBeVisible();
  // The button went away with the failure; the focus goes to the message's heading.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(counts).toHaveText("1 unread · 0 failed");
  expect(studio.smtp.received.filter((mail) => mail.raw.includes(token.slice(-12)))).toHaveLength(
    1,
  );
  await expectAccessible(page);
  // Filed as spam once delivered: the notice does not pretend it was kept from the mailbox.
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as spam. It was e-mailed before.");
  await page.getByRole("button", { name: "Not spam: deliver it" }).click();
  await expect(page.getByRole("status")).toHaveText("Taken out of the spam.");

  // The CSV export is the messages command's export.
  await page.getByRole("link", { name: "← All messages" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export all as CSV" }).click();
  const file = await (await download).createReadStream();
  let csv = "";
  for await (const chunk of file) csv += String(chunk);
  expect(csv).toContain(token);
  expect(csv).toBe(await studio.exportCsv());

  // The signed-in devices, this one marked; another browser's button names it and when it
  // signed in, and signs that browser out.
  const other = await browser.newContext({
    baseURL: studio.url,
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
  });
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage);
    await page.getByRole("link", { name: "Devices" }).click();
    await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeFocused();
    await expect(page.getByText("(this device)")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out this device" })).toBeVisible();
    const signOutOther = page.getByRole("button", {
      name: /^Sign out Firefox on Windows, signed in .+/,
    });
    await expect(signOutOther).toBeVisible();
    await expectAccessible(page);
    await signOutOther.click();
    await expect(
      page.getByRole("status").filter({ hasText: "Firefox on Windows is signed out." }),
    ).toHaveCount(1);
    await expect(signOutOther).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeFocused();
    expect((await otherPage.request.get("/api/studio/messages")).status()).toBe(401);
  } finally {
    await other.close();
  }

  // Signing out; going back shows nothing private.
  await page.getByRole("link", { name: "Messages", exact: true }).click();
  await page.getByRole("link", { name: /^Ada Lovelace/ }).click();
  await expect(body).toContainText(token);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(page.getByTestId("studio-counts")).toHaveCount(0);
  await page.goBack();
  await expect(page.getByText(token)).toHaveCount(0);
  expect((await page.request.get("/api/studio/messages")).status()).toBe(401);
});

test("a message sent too fast lands in the spam, and not spam delivers it", async ({
  page,
  studio,
}) => {
  test.slow();
  const token = `spam check ${crypto.randomUUID()}`;
  await studio.setPassword();
  // Sent at once, without the time a person takes to write: filed as spam, never mailed.
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
  await page.getByLabel("Message", { exact: true }).fill(token);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  expect(studio.statusOf(token)).toBe("spam");

  await gotoHydrated(page, "/studio/sign-in");
  await page.getByLabel("Password").fill(ownerPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("No messages here.")).toBeVisible();
  // Nothing in the inbox, but the header says where the message went.
  await expect(page.getByTestId("studio-counts")).toHaveText("0 unread · 0 failed · 1 new in spam");
  await page.getByRole("link", { name: "Spam", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Spam" })).toBeFocused();
  await expect(
    page.getByText("Spam, not e-mailed (sent faster than a person types)"),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Grace Hopper (unread)" }).click();
  await page.getByRole("button", { name: "Not spam: deliver it" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Taken out of the spam and queued for delivery.",
  );
  await expect.poll(() => studio.statusOf(token), { timeout: 10_000 }).toBe("sent");
  expect(studio.smtp.received.some((mail) => parseMail(mail.raw).text.includes(token))).toBe(true);
  await expectAccessible(page);
});
