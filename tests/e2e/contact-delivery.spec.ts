import { contactAnswerPaths } from "../../core/site/contact-answer-pages.ts";
import {
  expect,
  failedResourceLoad,
  gotoHydrated,
  holdAppScript,
  hydrated,
  test,
} from "./fixtures.ts";
import { mailContaining } from "./outbox.ts";
import { site } from "./site-facts.ts";

test("a message sent with the contact form is stored and delivered by the real server", async ({
  page,
}) => {
  const token = `delivery check ${crypto.randomUUID()}`;
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Subject").fill("Studio visit");
  await page.getByLabel("Message", { exact: true }).fill(`Hello,\n${token}`);
  // A person takes a while to write; a form sent faster is filed as spam and never mailed.
  await page.clock.fastForward(5000);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  await expect.poll(() => mailContaining(token) !== undefined, { timeout: 10_000 }).toBe(true);
  const mail = mailContaining(token);
  expect(mail?.header("Reply-To")).toBe("Ada Lovelace <ada@example.com>");
  expect(mail?.header("To")).toBe(site.contactEmail);
  expect(mail?.header("Subject")).toBe("Website message from Ada Lovelace: Studio visit");
});

test("what a visitor types before the page's script has run is kept, sent and delivered", async ({
  page,
}) => {
  const token = `typed early ${crypto.randomUUID()}`;
  const releaseAppScript = await holdAppScript(page);
  await page.clock.install();
  // Not waiting for the load event, which a held script may delay.
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill(`Hello,\n${token}`);
  await page.clock.fastForward(5000);
  releaseAppScript();
  await hydrated(page);

  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(`Hello,\n${token}`);
  // Sent at once: the time spent typing before the script ran counts as the visitor's.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  await expect.poll(() => mailContaining(token) !== undefined, { timeout: 10_000 }).toBe(true);
  expect(mailContaining(token)?.header("Reply-To")).toBe("Ada Lovelace <ada@example.com>");
});

test("when the form's checks cannot load, the browser sends the form itself and the message is delivered", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(failedResourceLoad);
  const token = `checks missing ${crypto.randomUUID()}`;
  await page.route("**/assets/island-contact-message-*.js", (route) => route.abort());
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill(`Hello,\n${token}`);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(contactAnswerPaths.sent);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent successfully!");
  await expect.poll(() => mailContaining(token) !== undefined, { timeout: 10_000 }).toBe(true);
});
