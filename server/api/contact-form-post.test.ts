import { describe, expect, it } from "vitest";
import { contactAnswerPaths } from "../../core/site/contact-answer-pages.ts";
import { testApp, validSubmission } from "../testing/test-app.ts";

/** The fields of the contact form as a browser posts them, with the anti-spam field empty. */
function formFields(overrides: Record<string, string> = {}): Record<string, string> {
  const { elapsedMs: _none, ...fields } = validSubmission();
  return { ...fields, ...overrides };
}

describe("the contact form posted by a browser itself, before or without the page's script", () => {
  it("stores the message, hands it to the outbox and sends the browser on to the sent page", async () => {
    const { postForm, store, nudged } = testApp();
    const answer = await postForm(formFields({ name: "  Zoë Ōkubo  " }));

    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(contactAnswerPaths.sent);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.text()).toBe("");
    const [stored] = await store.list({});
    expect(stored).toMatchObject({
      name: "Zoë Ōkubo",
      email: "ada@example.com",
      status: "pending",
      spamReason: null,
    });
    expect(nudged).toEqual([stored?.id]);
  });

  it("keeps line breaks and characters of every script in the message", async () => {
    const { postForm, store } = testApp();
    await postForm(formFields({ message: "Première ligne\r\nδεύτερη γραμμή & 3 = 1+2" }));
    const [stored] = await store.list({});
    expect(stored?.message).toBe("Première ligne\nδεύτερη γραμμή & 3 = 1+2");
  });

  it("sends a message its fields refuse to the not-sent page and stores nothing", async () => {
    const { postForm, store } = testApp();
    const answer = await postForm(formFields({ name: "   ", email: "ada@example" }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(contactAnswerPaths.notSent);
    expect(await store.list({})).toEqual([]);
  });

  it("files a filled-in anti-spam field as spam, and answers as for any message", async () => {
    const { postForm, store, nudged } = testApp();
    const answer = await postForm(formFields({ website: "https://cheap-pills.example" }));
    expect(answer.headers.get("Location")).toBe(contactAnswerPaths.sent);
    const [stored] = await store.list({ status: "spam" });
    expect(stored).toMatchObject({ status: "spam", spamReason: "honeypot" });
    expect(nudged).toEqual([]);
  });

  it("files a form post without the anti-spam field, which every browser sends, as spam", async () => {
    const { postForm, store, nudged } = testApp();
    const { website: _none, ...withoutTrap } = formFields();
    expect((await postForm(withoutTrap)).headers.get("Location")).toBe(contactAnswerPaths.sent);
    const [stored] = await store.list({ status: "spam" });
    expect(stored).toMatchObject({ status: "spam", spamReason: "honeypot" });
    expect(nudged).toEqual([]);
  });

  it("answers a 303 of its own, without the refused answer's headers", async () => {
    const { postForm } = testApp({ rateLimit: { limit: 1, windowMs: 600_000 } });
    await postForm(formFields());
    const limited = await postForm(formFields());
    expect(limited.status).toBe(303);
    expect(limited.headers.get("Retry-After")).toBeNull();
    expect(limited.headers.get("Content-Type")).toBeNull();
  });

  it("takes a long message in a script of three-byte characters, as the form allows it", async () => {
    const { postForm, store } = testApp();
    const answer = await postForm(formFields({ message: "字".repeat(5000) }));
    expect(answer.headers.get("Location")).toBe(contactAnswerPaths.sent);
    expect((await store.list({}))[0]?.message).toHaveLength(5000);
  });

  it("files form fields that no browser's page sent (no Origin) as spam without timing", async () => {
    const { request, store, nudged } = testApp();
    const answer = await request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(formFields()).toString(),
    });
    expect(answer.headers.get("Location")).toBe(contactAnswerPaths.sent);
    const [stored] = await store.list({ status: "spam" });
    expect(stored).toMatchObject({ status: "spam", spamReason: "no_timing" });
    expect(nudged).toEqual([]);
  });

  it("sends the browser to the not-sent page once its network used up its messages", async () => {
    const { postForm, store } = testApp({ rateLimit: { limit: 1, windowMs: 600_000 } });
    expect((await postForm(formFields())).headers.get("Location")).toBe(contactAnswerPaths.sent);
    const limited = await postForm(formFields());
    expect(limited.status).toBe(303);
    expect(limited.headers.get("Location")).toBe(contactAnswerPaths.notSent);
    expect(await store.list({})).toHaveLength(1);
  });

  it("sends the browser to the not-sent page when the database cannot be written", async () => {
    const { postForm, store } = testApp();
    store.close();
    const answer = await postForm(formFields());
    expect(answer.headers.get("Location")).toBe(contactAnswerPaths.notSent);
  });

  it("refuses a form posted from another site's page with 403, sending it nowhere", async () => {
    const { postForm, store } = testApp();
    const answer = await postForm(formFields(), { headers: { Origin: "https://evil.example" } });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("Location")).toBeNull();
    expect(await store.list({})).toEqual([]);
  });
});
