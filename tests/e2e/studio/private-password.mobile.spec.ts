// Phone first: this flow runs at a phone's size; every Studio screen is checked at a desktop's
// width in screens.desktop.spec.ts (decision 014).
import type { Browser, Page } from "@playwright/test";
import { failedResourceLoad, gotoHydrated, hydrated } from "../fixtures.ts";
import { project } from "../site-facts.ts";
import { expectAccessible, signIn } from "./studio-screen-checks.ts";
import { expect, test } from "./studio-server.ts";

const sealed = project.private;

/** Types a password twice in the project's section and sends it. */
async function sendPassword(page: Page, password: string, repeat = password): Promise<void> {
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(repeat);
  await page.getByRole("button", { name: /^(Set|Change) the password$/ }).click();
}

/** A visitor of the site in a browser of their own, at the private project's address. */
async function visitorAtProject(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  const answer = await page.goto(`/project/${sealed.id}`);
  await hydrated(page);
  return { context, page, status: answer?.status() };
}

/** Gives the password on the project's own form, as a visitor does. */
async function openWith(page: Page, password: string): Promise<void> {
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "View the project" }).click();
}

test("the owner sets a private project's password in the Studio, a visitor opens the project with it, and a new one asks again", async ({
  page,
  studio,
  browser,
  pageErrors,
}) => {
  test.slow();
  // A refused password is answered 400, which the browser logs as a failed resource.
  pageErrors.allow(failedResourceLoad);
  await studio.setPassword();
  await signIn(page);

  // The served build has the project private, and this server has no password for it yet:
  // a failed publish's link opens the project with the password's field focused.
  await gotoHydrated(page, `/studio/projects/${sealed.id}?field=password`);
  const section = page.getByRole("region", { name: "Visitors' password" });
  const newPassword = page.getByLabel("New password");
  await expect(newPassword).toBeFocused();
  await expect(section.getByText("No password yet: nobody can open this project.")).toBeVisible();
  await expect(newPassword).toHaveAccessibleDescription(
    /Needed before publishing: a password for its visitors/,
  );
  await expect(page.getByLabel("Who can see it")).toHaveAccessibleDescription(
    /set it below, under Visitors' password/,
  );
  await expectAccessible(page);

  // Refused, with the reason beside the field it concerns.
  await sendPassword(page, "short");
  await expect(newPassword).toBeFocused();
  await expect(newPassword).toHaveAccessibleDescription(
    /Problem: The password must have at least 10 characters \(it has 5\)\./,
  );
  await sendPassword(page, "lanterns under the pier", "lanterns under the peir");
  const repeat = page.getByLabel("The same password again");
  await expect(repeat).toBeFocused();
  await expect(repeat).toHaveAccessibleDescription(/Problem: The two passwords differ/);
  await expectAccessible(page);

  // Shown on request, hidden again.
  await expect(newPassword).toHaveAttribute("type", "password");
  await page.getByLabel("Show the passwords as I type them").check();
  await expect(newPassword).toHaveAttribute("type", "text");
  await expect(repeat).toHaveAttribute("type", "text");
  await page.getByLabel("Show the passwords as I type them").uncheck();
  await expect(newPassword).toHaveAttribute("type", "password");

  await sendPassword(page, "lanterns under the pier");
  await expect(page.getByRole("status").first()).toHaveText(
    `Password set: visitors of ${sealed.title} need it to open the project.`,
  );
  await expect(section.getByText(/^Visitors need this password: set on .+\.$/)).toBeVisible();
  await expect(newPassword).toHaveValue("");
  await expect(newPassword).not.toHaveAccessibleDescription(/Needed before publishing/);
  await expectAccessible(page);

  // A visitor is asked for it, gives it and sees the project.
  const visitor = await visitorAtProject(browser, studio.url);
  try {
    expect(visitor.status).toBe(401);
    await openWith(visitor.page, "lanterns under the pier");
    await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(sealed.title);
    await expect(visitor.page.locator("main img").first()).toBeVisible();

    // A new password closes the project to the browsers that opened it with the old one.
    await sendPassword(page, "a gull on the harbour wall");
    await expect(page.getByRole("status").first()).toHaveText(
      `Password changed: visitors who opened ${sealed.title} with the old one must enter the new one.`,
    );
    const again = await visitor.page.reload();
    expect(again?.status()).toBe(401);
    await hydrated(visitor.page);
    await openWith(visitor.page, "a gull on the harbour wall");
    await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(sealed.title);
  } finally {
    await visitor.context.close();
  }

  // Removed after a confirmation: nobody can open it until a new one is set.
  await page.getByRole("button", { name: "Remove the password" }).click();
  const dialog = page.getByRole("dialog", { name: `Remove the password of ${sealed.title}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Remove the password" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    `Password removed: nobody can open ${sealed.title} until a new one is set.`,
  );
  await expect(section.getByText("No password yet: nobody can open this project.")).toBeVisible();
  await expect(newPassword).toBeFocused();
  const closed = await visitorAtProject(browser, studio.url);
  try {
    expect(closed.status).toBe(401);
    await openWith(closed.page, "a gull on the harbour wall");
    await expect(closed.page.getByText("That password is not right")).toBeVisible();
  } finally {
    await closed.context.close();
  }
});
