import { MessageNotSentScreen } from "../contact/ContactAnswerScreen.tsx";
import { contactNotices } from "../contact/contact-notices.ts";
import type { RouteHandle } from "../layout/route-handle.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/contact.not-sent";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), {
    title: contactNotices.notSent.title,
    description: contactNotices.notSent.description,
    noindex: true,
  });
}

export default function ContactNotSent() {
  return <MessageNotSentScreen notice={contactNotices.notSent} />;
}
