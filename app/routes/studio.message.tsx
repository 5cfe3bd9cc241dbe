import { type MessageIntent, MessageScreen } from "../studio/MessageScreen.tsx";
import type { InboxMessage, RetryAnswer, RetryOutcome } from "../studio/studio-api.ts";
import { StudioApiError, studioApi } from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.message";

export function meta() {
  return [{ title: "Message | Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  try {
    return await studioApi<InboxMessage>(`/messages/${encodeURIComponent(params.messageId)}`, {
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof StudioApiError && error.status === 404) {
      throw new Response("This message does not exist.", { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

const retryNotices: Record<RetryOutcome, string> = {
  sent: "Delivered: the message is in your mailbox.",
  retrying:
    "Not delivered yet: the mail server refused it for now. It stays queued and is retried.",
  failed: "Not delivered: the mail server refused it. See the error above.",
  queued: "The message is queued and being delivered.",
};

const changes: Record<Exclude<MessageIntent, "spam" | "not-spam" | "retry">, [object, string]> = {
  "mark-read": [{ read: true }, "Marked as read."],
  "mark-unread": [{ read: false }, "Marked as unread."],
  archive: [{ archived: true }, "Archived. It is in the Archived list."],
  unarchive: [{ archived: false }, "Moved back to the inbox."],
};

export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const path = `/messages/${encodeURIComponent(params.messageId)}`;
  const intent = String((await request.formData()).get("intent"));
  try {
    if (intent === "retry") {
      const answer = await studioApi<RetryAnswer>(`${path}/retry`, { method: "POST" });
      return { text: retryNotices[answer.outcome] };
    }
    if (intent === "spam") {
      await studioApi(`${path}/spam`, { method: "POST" });
      return { text: "Marked as spam. It will not be e-mailed." };
    }
    if (intent === "not-spam") {
      const message = await studioApi<InboxMessage>(`${path}/not-spam`, { method: "POST" });
      return {
        text:
          message.status === "pending"
            ? "Taken out of the spam and queued for delivery."
            : "Taken out of the spam.",
      };
    }
    const change = changes[intent as keyof typeof changes];
    if (!change) return { text: "That action is not known." };
    await studioApi(path, { method: "PATCH", json: change[0] });
    return { text: change[1] };
  } catch (error) {
    if (error instanceof StudioApiError) return { text: `Not done: ${error.message}` };
    throw error;
  }
}

export default function MessageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MessageScreen message={loaderData} notice={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing =
    error instanceof Response
      ? error.status === 404
      : (error as { status?: number })?.status === 404;
  return (
    <section>
      <h1 className="font-serif text-3xl">
        {missing ? "Message not found" : "The message could not be shown"}
      </h1>
      <p className="mt-4">
        <a href="/studio/messages" className="underline underline-offset-4">
          Back to all messages
        </a>
      </p>
    </section>
  );
}
