import { describe, expect, it } from "vitest";
import type { InboxMessage, InboxPage, RetryAnswer } from "../../core/studio/studio-api.ts";
import { runMessagesCommand } from "../cli/messages-command.ts";
import { studioTestApp } from "../testing/studio-test-app.ts";

async function signedIn() {
  const studio = await studioTestApp();
  const browser = await studio.signIn();
  const get = async <T>(path: string): Promise<T> => {
    const res = await studio.asOwner(browser, path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const act = async (path: string, method: string, json?: unknown) =>
    studio.asOwner(browser, path, { method, ...(json === undefined ? {} : { json }) });
  const page = (query = "") => get<InboxPage>(`/api/studio/messages${query}`);
  return { studio, browser, get, act, page };
}

describe("the inbox", () => {
  it("lists messages newest first, unread, with their status and delivery error", async () => {
    const { studio, page } = await signedIn();
    const older = await studio.addMessage({ name: "Older Sender" });
    const newer = await studio.addMessage({ name: "Newer Sender", message: "x".repeat(500) });
    await studio.store.recordFailure(older, "550 5.7.1 Message rejected as spam");
    const { messages, older: cursor } = await page();
    expect(messages.map((m) => m.id)).toEqual([newer, older]);
    expect(messages[0]).toMatchObject({ name: "Newer Sender", read: false, status: "pending" });
    expect(messages[0]?.preview).toHaveLength(160);
    expect(messages[1]).toMatchObject({
      status: "failed",
      lastError: "550 5.7.1 Message rejected as spam",
    });
    expect(cursor).toBeNull();
  });

  it("pages through many messages by position, each once, even with equal arrival times", async () => {
    const { studio, page } = await signedIn();
    const ids = new Set<string>();
    for (let i = 0; i < 120; i++) {
      // Ten messages share each second.
      ids.add(
        await studio.addMessage({ receivedAt: Date.UTC(2026, 0, 1) + Math.floor(i / 10) * 1000 }),
      );
    }
    const seen: string[] = [];
    let query = "";
    for (let pages = 0; pages < 5; pages++) {
      const result = await page(query);
      seen.push(...result.messages.map((m) => m.id));
      if (!result.older) break;
      query = `?before=${encodeURIComponent(result.older)}`;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen)).toEqual(ids);
    const firstPage = await page();
    expect(firstPage.messages).toHaveLength(50);
    const times = firstPage.messages.map((m) => m.receivedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("finds messages by name, address or words, also by the start of a word", async () => {
    const { studio, page } = await signedIn();
    const ada = await studio.addMessage({ name: "Ada Lovelace", email: "ada@analytical.example" });
    const grace = await studio.addMessage({
      name: "Grace Hopper",
      email: "grace@navy.example",
      subject: "Exhibition",
      message: "Would the cyanotypes travel to Zürich in spring?",
    });
    const found = async (q: string) =>
      (await page(`?q=${encodeURIComponent(q)}`)).messages.map((m) => m.id);
    expect(await found("lovelace")).toEqual([ada]);
    expect(await found("grace@navy.example")).toEqual([grace]);
    expect(await found("analytical")).toEqual([ada]);
    expect(await found("cyano")).toEqual([grace]);
    expect(await found("zurich spring")).toEqual([grace]);
    expect(await found("exhibition")).toEqual([grace]);
    expect(await found("print")).toEqual([ada]);
    expect(await found("nobody")).toEqual([]);
    // Query syntax typed into the search box is only text: these are the words "or" and "near".
    expect(await found('" OR * NEAR(')).toEqual([]);
    expect(await found("spring OR nobody")).toEqual([]);
    // A search without a single letter or digit leaves the list as it is.
    expect(await found("@@ --")).toEqual([grace, ada]);
  });

  it("pages through search results newest first, each once, within the list asked for", async () => {
    const { studio, page } = await signedIn();
    const matching: string[] = [];
    for (let i = 0; i < 70; i++) {
      const id = await studio.addMessage({
        message: i % 2 === 0 ? "a framed lithograph" : "a canvas",
      });
      if (i % 2 === 0) matching.push(id);
    }
    await studio.addMessage({ message: "a framed lithograph", spamReason: "honeypot" });
    const first = await page("?q=lithograph");
    expect(first.messages).toHaveLength(35);
    expect(first.older).toBeNull();
    expect(first.messages.map((m) => m.id)).toEqual([...matching].reverse());

    for (let i = 0; i < 40; i++) await studio.addMessage({ message: "another lithograph" });
    const seen: string[] = [];
    let query = "?q=lithograph";
    for (let pages = 0; pages < 4; pages++) {
      const result = await page(query);
      seen.push(...result.messages.map((m) => m.id));
      if (!result.older) break;
      query = `?q=lithograph&before=${encodeURIComponent(result.older)}`;
    }
    expect(seen).toHaveLength(75);
    expect(new Set(seen).size).toBe(75);
    expect((await page("?q=lithograph&view=spam")).messages).toHaveLength(1);
  });

  it("refuses filters it does not know with a clear 400", async () => {
    const { studio, browser } = await signedIn();
    for (const query of ["?view=trash", "?before=yesterday", `?q=${"x".repeat(201)}`, "?page=2"]) {
      const res = await studio.asOwner(browser, `/api/studio/messages${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("validation_failed");
    }
  });

  it("opens a message in full, its text exactly as written", async () => {
    const { studio, get } = await signedIn();
    const text = "<b>Hello</b> & <script>alert(1)</script>\nSecond line";
    const id = await studio.addMessage({ message: text });
    const message = await get<InboxMessage>(`/api/studio/messages/${id}`);
    expect(message).toMatchObject({ id, message: text, read: false, attempts: 0 });
  });

  it("answers 404 for an unknown or malformed message id on every message route", async () => {
    const { act } = await signedIn();
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", "%27%20OR%201%3D1"]) {
      for (const [path, method, json] of [
        [`/api/studio/messages/${id}`, "GET"],
        [`/api/studio/messages/${id}`, "PATCH", { read: true }],
        [`/api/studio/messages/${id}/spam`, "POST"],
        [`/api/studio/messages/${id}/not-spam`, "POST"],
        [`/api/studio/messages/${id}/retry`, "POST"],
      ] as const) {
        const res = await act(path, method, json);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({
          error: "not_found",
          message: "There is no message with this id.",
        });
      }
    }
  });

  it("marks a message read and unread, archives it and brings it back, with the counts following", async () => {
    const { studio, get, act, page } = await signedIn();
    const id = await studio.addMessage();
    await studio.addMessage();
    expect(await get("/api/studio/counts")).toEqual({ unread: 2, failed: 0, spam: 0 });

    const read = await act(`/api/studio/messages/${id}`, "PATCH", { read: true });
    expect(await read.json()).toMatchObject({ id, read: true });
    expect(await get("/api/studio/counts")).toEqual({ unread: 1, failed: 0, spam: 0 });
    await act(`/api/studio/messages/${id}`, "PATCH", { read: false });
    expect(await get("/api/studio/counts")).toEqual({ unread: 2, failed: 0, spam: 0 });

    await act(`/api/studio/messages/${id}`, "PATCH", { archived: true });
    expect((await page()).messages.map((m) => m.id)).not.toContain(id);
    expect((await page("?view=archived")).messages.map((m) => m.id)).toEqual([id]);
    expect(await get("/api/studio/counts")).toEqual({ unread: 1, failed: 0, spam: 0 });
    await act(`/api/studio/messages/${id}`, "PATCH", { archived: false, read: true });
    expect((await page()).messages.map((m) => m.id)).toContain(id);
    expect((await page("?view=archived")).messages).toEqual([]);
  });

  it("files a waiting message as spam so it is never mailed, and delivers it once it is not spam", async () => {
    const { studio, get, act, page } = await signedIn();
    const id = await studio.addMessage();
    const spam = await act(`/api/studio/messages/${id}/spam`, "POST");
    expect(await spam.json()).toMatchObject({ status: "spam", spamReason: "owner" });
    // Unread in the spam, it is counted apart: a person's message may be among them.
    expect(await get("/api/studio/counts")).toEqual({ unread: 0, failed: 0, spam: 1 });
    expect((await page()).messages).toEqual([]);
    expect((await page("?view=spam")).messages.map((m) => m.id)).toEqual([id]);
    expect(await studio.outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(studio.smtp.received).toHaveLength(0);

    const back = await act(`/api/studio/messages/${id}/not-spam`, "POST");
    expect(await back.json()).toMatchObject({ status: "pending", spamReason: null });
    expect(await get("/api/studio/counts")).toEqual({ unread: 1, failed: 0, spam: 0 });
    expect(studio.nudges).toHaveLength(1);
    expect(await studio.outbox.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(studio.smtp.received).toHaveLength(1);
  });

  it("takes a message filed as spam by the form's traps out of the spam and delivers it", async () => {
    const { studio, act } = await signedIn();
    const id = await studio.addMessage({ spamReason: "too_fast" });
    await act(`/api/studio/messages/${id}/not-spam`, "POST");
    expect(await studio.outbox.deliverDue()).toMatchObject({ sent: 1 });
    expect(await studio.store.find(id)).toMatchObject({ status: "sent", spamReason: null });
  });

  it("keeps a delivered message that was filed as spam by mistake from being mailed twice", async () => {
    const { studio, act } = await signedIn();
    const id = await studio.addMessage();
    await studio.outbox.deliverDue();
    await act(`/api/studio/messages/${id}/spam`, "POST");
    const back = await act(`/api/studio/messages/${id}/not-spam`, "POST");
    expect(await back.json()).toMatchObject({ status: "sent" });
    expect(studio.nudges).toHaveLength(0);
    expect(studio.smtp.received).toHaveLength(1);
  });

  it("retries a failed delivery against the mail server and says how it went", async () => {
    const { studio, act, get } = await signedIn();
    const id = await studio.addMessage();
    studio.smtp.mode = "reject-permanent";
    expect(await studio.outbox.deliverDue()).toMatchObject({ failed: 1 });
    expect(await get("/api/studio/counts")).toEqual({ unread: 1, failed: 1, spam: 0 });

    const refused = await act(`/api/studio/messages/${id}/retry`, "POST");
    const refusedAnswer = (await refused.json()) as RetryAnswer;
    expect(refusedAnswer.outcome).toBe("failed");
    expect(refusedAnswer.message.lastError).toContain("550");

    studio.smtp.mode = "accept";
    const retried = await act(`/api/studio/messages/${id}/retry`, "POST");
    const answer = (await retried.json()) as RetryAnswer;
    expect(answer).toMatchObject({ outcome: "sent", message: { status: "sent", lastError: null } });
    expect(studio.smtp.received).toHaveLength(1);
    expect(await get("/api/studio/counts")).toEqual({ unread: 1, failed: 0, spam: 0 });
  });

  it("retries only messages whose delivery failed", async () => {
    const { studio, act } = await signedIn();
    const id = await studio.addMessage();
    const res = await act(`/api/studio/messages/${id}/retry`, "POST");
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe("conflict");
    expect(studio.smtp.received).toHaveLength(0);
  });

  it("exports the same CSV as the messages command, as a download", async () => {
    const { studio, browser } = await signedIn();
    await studio.addMessage({ name: "=cmd|' /C calc'!A0", message: 'Quotes "here", and\nlines' });
    await studio.addMessage({ spamReason: "honeypot" });
    const res = await studio.asOwner(browser, "/api/studio/messages.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="messages-2026-01-15.csv"',
    );
    let command = "";
    await runMessagesCommand(["export", "--csv"], {
      archive: studio.store,
      dataDir: "/srv/test-data",
      outbox: studio.outbox,
      delivery: { own: "smtp://127.0.0.1:25", server: undefined },
      retryForMs: 1000,
      out: (text) => {
        command += text;
      },
      err: () => {},
    });
    expect(await res.text()).toBe(command);
    expect(command.split("\r\n")).toHaveLength(4);
  });

  it("logs what it did without anything a visitor wrote", async () => {
    const { studio, act } = await signedIn();
    const id = await studio.addMessage({ name: "Secret Name", email: "secret@example.com" });
    await act(`/api/studio/messages/${id}/spam`, "POST");
    await act(`/api/studio/messages/${id}/not-spam`, "POST");
    await act(`/api/studio/messages/${id}`, "PATCH", { read: true });
    const logged = JSON.stringify(studio.logger.lines);
    expect(logged).toContain(id);
    for (const secret of ["Secret Name", "secret@example.com", "print of the third"]) {
      expect(logged).not.toContain(secret);
    }
  });
});
