import type { Page, Route } from "@playwright/test";
import { accessibilityViolations } from "./axe.ts";
import { expect, failedResourceLoad, gotoHydrated, test } from "./fixtures.ts";
import { isolateFromInternet } from "./newsletter-hosts.ts";
import { project, site } from "./site-facts.ts";
import { storedMessagesFor } from "./stored-messages.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface CapturedRequest {
  idempotencyKey: string | null;
  contentType: string | null;
  body: Record<string, unknown>;
}

/** How the API treats one request: as usual, or failing in a chosen way. */
type Step =
  | "deliver"
  /** The connection drops before the server sees the request. */
  | "drop"
  /** The server stores the message, then the connection drops before the answer arrives. */
  | "drop-answer"
  | { status: number; json: unknown; headers?: Record<string, string> };

/**
 * The real contact API, watched and, where a test asks for it, disturbed: every request is
 * captured, then forwarded to the server (`route.fetch()`), or dropped before or after the
 * server has seen it, or answered with a scripted failure. Stored messages are read back from
 * the server's own database.
 */
async function contactApi(page: Page) {
  const requests: CapturedRequest[] = [];
  const plan: Step[] = [];
  let hold: Promise<void> | undefined;

  const deliver = async (route: Route, answer: boolean) => {
    const response = await route.fetch();
    if (!answer) return route.abort("connectionreset");
    return route.fulfill({ response });
  };

  await page.route("**/api/contact", async (route) => {
    const request = route.request();
    const captured: CapturedRequest = {
      idempotencyKey: await request.headerValue("idempotency-key"),
      contentType: await request.headerValue("content-type"),
      body: request.postDataJSON(),
    };
    requests.push(captured);
    await hold;
    const step = plan.shift() ?? "deliver";
    if (step === "drop") return route.abort("connectionreset");
    if (step === "deliver" || step === "drop-answer") return deliver(route, step === "deliver");
    return route.fulfill({ status: step.status, json: step.json, headers: step.headers });
  });

  return {
    requests,
    storedMessages: async () =>
      storedMessagesFor([...new Set(requests.map((request) => request.idempotencyKey ?? ""))]),
    /** The next requests are treated as given, in order; later ones are delivered. */
    plan: (...steps: Step[]) => plan.push(...steps),
    /** Requests wait for an answer until the returned function is called. */
    hold: () => {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}

const message = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: `A question about ${project.externalVideo.title}`,
  message: "Is the video available for exhibition?",
};

function form(page: Page) {
  return {
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    subject: page.getByLabel("Subject"),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: "Send Message" }),
  };
}

async function fillIn(page: Page, values: Partial<typeof message> = message) {
  const fields = form(page);
  for (const [field, value] of Object.entries(values)) {
    await fields[field as keyof typeof message].fill(value);
  }
}

async function expectFormToHold(page: Page, values: typeof message) {
  const fields = form(page);
  await expect(fields.name).toHaveValue(values.name);
  await expect(fields.email).toHaveValue(values.email);
  await expect(fields.subject).toHaveValue(values.subject);
  await expect(fields.message).toHaveValue(values.message);
}

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

test.beforeEach(async ({ context }) => {
  await isolateFromInternet(context);
});

test.describe("Contact page", () => {
  test("shows the heading Contact, an invitation to write, the labelled fields and Send Message", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    await expect(page).toHaveTitle(`Contact | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    await expect(page.getByText("Send me a message")).toBeVisible();
    const fields = form(page);
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      await expect(field).toBeVisible();
      await expect(field).toBeEditable();
    }
    await expect(page.getByText("Subject (optional)")).toBeVisible();
    await expect(fields.send).toBeEnabled();
    const height = (await fields.message.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(120);
    expect(
      await fields.message.evaluate(
        (element) => element.ownerDocument.defaultView?.getComputedStyle(element).minHeight,
      ),
    ).toBe("120px");
  });

  test("an empty message shows 'Name is required', 'Email is required', 'Message is required' and focuses Name", async ({
    page,
  }) => {
    const api = await contactApi(page);
    await gotoHydrated(page, "/contact");
    const fields = form(page);
    await fields.send.click();
    await expect(fields.name).toBeFocused();
    await expect(fields.name).toHaveAccessibleDescription("Name is required");
    await expect(fields.email).toHaveAccessibleDescription("Email is required");
    await expect(fields.message).toHaveAccessibleDescription("Message is required");
    for (const field of [fields.name, fields.email, fields.message]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    await expect(fields.subject).not.toHaveAttribute("aria-invalid");
    // Spoken by screen readers as they appear.
    for (const text of ["Name is required", "Email is required", "Message is required"]) {
      await expect(page.getByRole("alert").filter({ hasText: text })).toHaveText(text);
    }
    expect(api.requests).toEqual([]);
  });

  test("an address without a top-level domain of two letters shows 'Invalid email address'", async ({
    page,
  }) => {
    await contactApi(page);
    await gotoHydrated(page, "/contact");
    const fields = form(page);
    await fillIn(page, { name: "Ada", message: "Hello" });
    for (const address of ["ada@example", "ada@example.c", "ada example.com", "ada@example.c0m"]) {
      await fields.email.fill(address);
      await fields.send.click();
      await expect(fields.email).toHaveAccessibleDescription("Invalid email address");
      await expect(fields.email).toBeFocused();
    }
  });

  test("an address in capitals is accepted", async ({ page }) => {
    const api = await contactApi(page);
    await gotoHydrated(page, "/contact");
    await fillIn(page, { ...message, email: "ADA@EXAMPLE.COM" });
    await form(page).send.click();
    await expectNotice(
      page,
      "Message sent successfully!",
      "Thank you for your message. I'll get back to you soon.",
    );
    expect(api.requests[0]?.body.email).toBe("ADA@EXAMPLE.COM");
  });

  test("a field's message goes away as soon as the visitor corrects it", async ({ page }) => {
    await contactApi(page);
    await gotoHydrated(page, "/contact");
    const fields = form(page);
    await fields.send.click();
    await fields.name.fill("Ada");
    await expect(fields.name).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await expect(fields.email).toHaveAccessibleDescription("Email is required");
    await fields.email.fill("ada@");
    await expect(fields.email).toHaveAccessibleDescription("Invalid email address");
    await fields.email.fill("ada@example.com");
    await expect(fields.email).not.toHaveAttribute("aria-invalid");
  });

  test("the button reads Sending... and is disabled while the message is in flight", async ({
    page,
  }) => {
    const api = await contactApi(page);
    const release = api.hold();
    await gotoHydrated(page, "/contact");
    await fillIn(page);
    await form(page).send.click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(form(page).message).not.toBeEditable();
    release();
    await expect(form(page).send).toBeEnabled();
  });

  test("a sent message shows 'Message sent successfully!', resets the form and is stored", async ({
    page,
  }) => {
    const api = await contactApi(page);
    await gotoHydrated(page, "/contact");
    await fillIn(page);
    await form(page).send.click();
    await expectNotice(
      page,
      "Message sent successfully!",
      "Thank you for your message. I'll get back to you soon.",
    );
    await expectFormToHold(page, { name: "", email: "", subject: "", message: "" });
    // Disabled while sending, the button gets the focus back once it is done.
    await expect(form(page).send).toBeFocused();
    expect(await api.storedMessages()).toEqual([message]);

    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.contentType).toBe("application/json");
    expect(request?.idempotencyKey).toMatch(uuid);
    expect(Object.keys(request?.body ?? {}).sort()).toEqual(
      ["elapsedMs", "email", "message", "name", "subject", "website"].sort(),
    );
    expect(request?.body).toMatchObject({ ...message, website: "" });
    expect(request?.body.elapsedMs).toEqual(expect.any(Number));
    expect(Number(request?.body.elapsedMs)).toBeGreaterThan(0);
  });

  test("the next message gets a new Idempotency-Key", async ({ page }) => {
    const api = await contactApi(page);
    await gotoHydrated(page, "/contact");
    for (const text of ["First message", "Second message"]) {
      await fillIn(page, { ...message, message: text });
      await form(page).send.click();
      await expect(notice(page, "Message sent successfully!").first()).toBeVisible();
      await expect(form(page).message).toHaveValue("");
    }
    const keys = api.requests.map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect((await api.storedMessages()).map((stored) => stored.message)).toEqual([
      "First message",
      "Second message",
    ]);
  });

  test("the API answering 500 shows 'Error sending message', logs the error and keeps the form", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(failedResourceLoad);
    pageErrors.allow(/^The contact message could not be sent/);
    const api = await contactApi(page);
    api.plan({ status: 500, json: { error: "internal_error", message: "Something went wrong." } });
    await gotoHydrated(page, "/contact");
    await fillIn(page);
    await form(page).send.click();
    const shown = await expectNotice(
      page,
      "Error sending message",
      "There was a problem sending your message. Please try again.",
    );
    await expect(shown).toHaveAttribute("data-type", "error");
    await expectFormToHold(page, message);
    expect(pageErrors.seen).toContainEqual(
      expect.stringMatching(/^The contact message could not be sent.*500/),
    );
    expect(api.requests).toHaveLength(1);
    expect(await api.storedMessages()).toEqual([]);
  });

  test("a dropped connection is retried under the same Idempotency-Key and the message is stored once", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(failedResourceLoad);
    const api = await contactApi(page);
    // The first attempt reaches the server but its answer is lost; the second never arrives.
    api.plan("drop-answer", "drop");
    await gotoHydrated(page, "/contact");
    await fillIn(page);
    await form(page).send.click();
    await expectNotice(
      page,
      "Message sent successfully!",
      "Thank you for your message. I'll get back to you soon.",
    );
    expect(api.requests).toHaveLength(3);
    const keys = new Set(api.requests.map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(await api.storedMessages()).toEqual([message]);
    await expectFormToHold(page, { name: "", email: "", subject: "", message: "" });
  });

  test("a connection that keeps dropping shows 'Error sending message', logs the error and keeps the form", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(failedResourceLoad);
    pageErrors.allow(/^The contact message could not be sent/);
    const api = await contactApi(page);
    api.plan("drop", "drop", "drop", "drop");
    await gotoHydrated(page, "/contact");
    await fillIn(page);
    await form(page).send.click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expectNotice(
      page,
      "Error sending message",
      "There was a problem sending your message. Please try again.",
    );
    expect(api.requests).toHaveLength(4);
    expect(new Set(api.requests.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(pageErrors.seen).toContainEqual(
      expect.stringMatching(/^The contact message could not be sent/),
    );
    await expectFormToHold(page, message);

    // Sending the same words again is the same message: same key, so never stored twice.
    await form(page).send.click();
    await expect(notice(page, "Message sent successfully!")).toBeVisible();
    expect(api.requests).toHaveLength(5);
    expect(new Set(api.requests.map((request) => request.idempotencyKey)).size).toBe(1);
  });

  test("the server's field errors from a 400 show next to their fields", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(failedResourceLoad);
    const api = await contactApi(page);
    api.plan({
      status: 400,
      json: {
        error: "validation_failed",
        message: "Please correct the highlighted fields.",
        fields: { email: "Email must be at most 254 characters", message: "Message is required" },
      },
    });
    await gotoHydrated(page, "/contact");
    await fillIn(page);
    await form(page).send.click();
    const fields = form(page);
    await expect(fields.email).toHaveAccessibleDescription("Email must be at most 254 characters");
    await expect(fields.message).toHaveAccessibleDescription("Message is required");
    await expect(fields.email).toBeFocused();
    await expectFormToHold(page, message);
  });

  test("a 429 says when to try again and keeps the form", async ({ page, pageErrors }) => {
    pageErrors.allow(failedResourceLoad);
    const api = await contactApi(page);
    api.plan({
      status: 429,
      headers: { "Retry-After": "120" },
      json: { error: "rate_limited", message: "Too many messages.", retryAfterSeconds: 120 },
    });
    await gotoHydrated(page, "/contact");
    await fillIn(page);
    await form(page).send.click();
    const shown = await expectNotice(
      page,
      "Error sending message",
      "Too many messages were sent from your network in a short time. Please try again in 2 minutes.",
    );
    await expect(shown).toHaveAttribute("data-type", "error");
    await expectFormToHold(page, message);
  });

  test("the subject is prefilled from the address a project's inquiry link opens", async ({
    page,
  }) => {
    const subject = `Inquiry about ${project.imageOnly.title}`;
    await page.goto(`/contact?subject=${encodeURIComponent(subject)}`);
    await expect(form(page).subject).toHaveValue(subject);
    await expect(form(page).name).toHaveValue("");
  });

  test("the anti-spam field is invisible to people and to screen readers", async ({ page }) => {
    const api = await contactApi(page);
    await gotoHydrated(page, "/contact");
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).not.toBeInViewport();
    await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
    await form(page).message.focus();
    await page.keyboard.press("Tab");
    await expect(form(page).send).toBeFocused();
    await fillIn(page);
    await form(page).send.click();
    await expect(notice(page, "Message sent successfully!")).toBeVisible();
    expect(api.requests[0]?.body.website).toBe("");
  });

  test("notices are spoken, stack, can be dismissed and leave after about five seconds", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(failedResourceLoad);
    pageErrors.allow(/^The contact message could not be sent/);
    const api = await contactApi(page);
    api.plan({ status: 500, json: { error: "internal_error" } });
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await fillIn(page);
    await form(page).send.click();
    await expect(notice(page, "Error sending message")).toBeVisible();
    await form(page).send.click();
    await page.mouse.move(0, 0);
    await expect(notice(page, "Message sent successfully!")).toBeVisible();
    await expect(notice(page, "Error sending message")).toBeVisible();

    // Errors assertively, other notices politely.
    await expect(page.getByRole("alert").filter({ hasText: "Error sending message" })).toHaveText(
      "Error sending message. There was a problem sending your message. Please try again.",
    );
    await expect(
      page.getByRole("status").filter({ hasText: "Message sent successfully!" }),
    ).toHaveText(
      "Message sent successfully! Thank you for your message. I'll get back to you soon.",
    );

    await notice(page, "Error sending message")
      .getByRole("button", { name: "Dismiss notice" })
      .click();
    await page.mouse.move(0, 0);
    await expect(notice(page, "Error sending message")).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: "Error sending message" })).toHaveCount(
      0,
    );

    // The page's clock jumps ahead: the notice has then been shown for 2.5 s, then for 7.5 s.
    const success = notice(page, "Message sent successfully!");
    await page.clock.fastForward(2500);
    await expect(success).toBeVisible();
    await page.clock.fastForward(5000);
    await expect(success).toHaveCount(0);
  });

  test("has no accessibility violations, also with errors and a notice shown", async ({ page }) => {
    await contactApi(page);
    await gotoHydrated(page, "/contact");
    expect(await accessibilityViolations(page)).toEqual([]);
    await form(page).send.click();
    await expect(form(page).name).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await fillIn(page);
    await form(page).send.click();
    await expect(notice(page, "Message sent successfully!")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
