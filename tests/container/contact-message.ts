import { randomUUID } from "node:crypto";

/** A visitor's message as the contact form sends it (docs/api.md). */
function submission(subject: string): string {
  return JSON.stringify({
    name: "Ada Visitor",
    email: "ada@example.com",
    subject,
    message: "I would like to ask about the Tidal Notebook prints.",
    website: "",
    elapsedMs: 8200,
  });
}

/** Sends a message to the site at `origin` (or through `send`) and returns the id it was stored under. */
export async function sendMessage(
  origin: string,
  subject: string,
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<string> {
  const response = await send(`${origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: submission(subject),
  });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 202 || !body.id) {
    throw new Error(`POST /api/contact answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.id;
}
