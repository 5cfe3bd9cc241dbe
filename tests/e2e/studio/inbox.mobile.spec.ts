import type { APIRequestContext, Locator } from "@playwright/test";
import { expectAccessible, signIn } from "./studio-screen-checks.ts";
import { expect, test } from "./studio-server.ts";

const messages = [
  { name: "Ada Lovelace", subject: "Studio visit", message: "Could I visit the studio in May?" },
  { name: "Grace Hopper", subject: "Print order", message: "Two prints of the harbour, please." },
];

async function send(request: APIRequestContext, fields: (typeof messages)[number]) {
  const sent = await request.post("/api/contact", {
    data: { ...fields, email: "visitor@example.com", website: "", elapsedMs: 8000 },
  });
  expect(sent.status()).toBe(202);
}

/** The row of the inbox that holds a message's text. */
function rowOf(list: Locator, text: string): Locator {
  return list.getByRole("listitem").filter({ hasText: text });
}

test("on a phone, a message opens from anywhere on its row, is read once opened, and can be marked unread again", async ({
  page,
  studio,
}) => {
  await studio.setPassword();
  for (const fields of messages) await send(page.request, fields);
  await signIn(page);
  const counts = page.getByTestId("studio-counts");
  await expect(counts).toHaveText("2 unread · 0 failed");
  const list = page.getByRole("list", { name: "Messages" });
  const [ada, grace] = messages.map((fields) => rowOf(list, fields.message));
  if (!ada || !grace) throw new Error("two messages were sent");

  // One link per row, named by all it shows, and nothing else to press in it.
  for (const [row, fields] of [
    [ada, messages[0]],
    [grace, messages[1]],
  ] as const) {
    await expect(row.getByRole("link")).toHaveCount(1);
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(row.getByRole("link")).toHaveAccessibleName(
      new RegExp(`^${fields?.name} \\(unread\\) .*${fields?.subject} ${fields?.message}`),
    );
    // The link fills its row, so that a tap on any part of the row lands on it.
    const [rowBox, linkBox] = await Promise.all([
      row.boundingBox(),
      row.getByRole("link").boundingBox(),
    ]);
    expect(linkBox?.width).toBe(rowBox?.width);
    expect(Math.abs((linkBox?.height ?? 0) - (rowBox?.height ?? 0))).toBeLessThanOrEqual(1);
  }
  expect(
    await grace
      .getByText("Print order")
      .evaluate((subject) => getComputedStyle(subject).fontWeight),
  ).toBe("700");
  await expectAccessible(page);

  // A tap on the start of the text, not on the sender's name, opens the message, which is read.
  await grace.getByText(messages[1]?.message ?? "").tap();
  await expect(page.getByRole("heading", { name: "Print order", level: 1 })).toBeFocused();
  await expect(counts).toHaveText("1 unread · 0 failed");
  await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "← All messages" }).tap();
  await expect(grace.getByRole("link")).toHaveAccessibleName(/^Grace Hopper (?!\(unread\))/);
  expect(
    await grace
      .getByText("Print order")
      .evaluate((subject) => getComputedStyle(subject).fontWeight),
  ).toBe("400");

  // A tap on the time opens the other one; marked unread again, it stays unread.
  await ada.locator("time").tap();
  await expect(page.getByRole("heading", { name: "Studio visit", level: 1 })).toBeFocused();
  await expect(counts).toHaveText("0 unread · 0 failed");
  await page.getByRole("button", { name: "Mark as unread" }).tap();
  await expect(page.getByRole("status")).toHaveText("Marked as unread.");
  await expect(counts).toHaveText("1 unread · 0 failed");
  await expect(page.getByRole("button", { name: "Mark as read" })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole("link", { name: "← All messages" }).tap();
  await expect(ada.getByRole("link")).toHaveAccessibleName(/^Ada Lovelace \(unread\) /);
  await expect(counts).toHaveText("1 unread · 0 failed");

  // Opened at its address in a new page load, as from a bookmark, it is read too.
  const address = await ada.getByRole("link").getAttribute("href");
  await page.goto(address ?? "");
  await expect(page.getByRole("heading", { name: "Studio visit", level: 1 })).toBeFocused();
  await expect(counts).toHaveText("0 unread · 0 failed");
});
