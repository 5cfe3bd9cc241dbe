import { type InboxPage, inboxViews } from "../../core/studio/studio-api.ts";
import { InboxScreen } from "../studio/inbox/InboxScreen.tsx";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import type { Route } from "./+types/studio.messages";

export function meta() {
  return studioMeta("Messages");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const view = inboxViews.find((v) => v === params.get("view")) ?? "inbox";
  const query = params.get("q")?.trim() ?? "";
  const before = params.get("before") ?? "";
  const search = new URLSearchParams({ view });
  if (query) search.set("q", query);
  if (before) search.set("before", before);
  const page = await studioApi<InboxPage>(`/messages?${search}`, { signal: request.signal });
  return { page, view, query, paged: before !== "" };
}

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  return <InboxScreen {...loaderData} />;
}
