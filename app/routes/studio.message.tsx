import type { InboxMessage } from "../../core/studio/studio-api.ts";
import { MessageScreen } from "../studio/inbox/MessageScreen.tsx";
import { studioApiOrNotFound } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import type { Route } from "./+types/studio.message";

export function meta() {
  return studioMeta("Message");
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return studioApiOrNotFound<InboxMessage>(
    `/messages/${encodeURIComponent(params.messageId)}`,
    request.signal,
    "This message does not exist.",
  );
}

export default function MessageRoute({ loaderData }: Route.ComponentProps) {
  return <MessageScreen message={loaderData} />;
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
