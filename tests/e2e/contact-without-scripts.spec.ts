import type { Page } from "@playwright/test";
import { contactAnswerPaths } from "../../core/site/contact-answer-pages.ts";
import { accessibilityViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { mailContaining } from "./outbox.ts";

async function fillIn(page: Page, fields: { name: string; email: string; message: string }) {
  await page.getByLabel("Name", { exact: true }).fill(fields.name);
  await page.getByLabel("Email", { exact: true }).fill(fields.email);
  await page.getByLabel("Message", { exact: true }).fill(fields.message);
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("without scripts the form posts itself: the message is delivered and the page says 'Message sent successfully!'", async ({
    page,
  }) => {
    const token = `sent without scripts ${crypto.randomUUID()}`;
    await page.goto("/contact");
    await fillIn(page, { name: "Ada Lovelace", email: "ada@example.com", message: token });
    await page.getByLabel("Subject").fill("Studio visit");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(contactAnswerPaths.sent);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent successfully!");
    await expect(
      page.getByText("Thank you for your message. I'll get back to you soon."),
    ).toBeVisible();
    await expect.poll(() => mailContaining(token) !== undefined, { timeout: 10_000 }).toBe(true);
    expect(mailContaining(token)?.header("Reply-To")).toBe("Ada Lovelace <ada@example.com>");
  });

  test("without scripts the browser checks the fields itself and posts nothing while one is wrong", async ({
    page,
  }) => {
    await page.goto("/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await fillIn(page, { name: "Ada", email: "ada@example", message: "Hello" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    expect(
      await page.getByLabel("Email", { exact: true }).evaluate((input: HTMLInputElement) => ({
        valid: input.validity.valid,
        patternMismatch: input.validity.patternMismatch,
      })),
    ).toEqual({ valid: false, patternMismatch: true });
    await expect(page).toHaveURL("/contact");
    expect(posts).toEqual([]);
  });

  test("without scripts a message the server refuses says 'Error sending message', and Back returns to what was written", async ({
    page,
  }) => {
    await page.goto("/contact");
    // Spaces fill the field for the browser; the server's schema trims them to nothing.
    await fillIn(page, { name: "   ", email: "ada@example.com", message: "Kept for another try" });
    await page.getByLabel("Subject").fill("A subject kept too");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(contactAnswerPaths.notSent);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error sending message");
    await expect(
      page.getByText("There was a problem sending your message. Please try again."),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Kept for another try");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("ada@example.com");
    await expect(page.getByLabel("Subject")).toHaveValue("A subject kept too");
  });
});

for (const path of Object.values(contactAnswerPaths)) {
  test(`the answer page ${path} is kept out of search results and has no accessibility violations`, async ({
    page,
    request,
  }) => {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(path);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
