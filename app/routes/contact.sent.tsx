import { MessageSentScreen } from "../contact/ContactAnswerScreen.tsx";
import { contactNotices } from "../contact/contact-notices.ts";
import type { RouteHandle } from "../layout/route-handle.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/contact.sent";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: contactNotices.sent.title,
    description: contactNotices.sent.description,
    noindex: true,
  });
}

export default function ContactSent() {
  return <MessageSentScreen notice={contactNotices.sent} />;
}
