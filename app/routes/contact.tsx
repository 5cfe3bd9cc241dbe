import { ContactScreen } from "../contact/ContactScreen.tsx";
import type { RouteHandle } from "../layout/route-handle.ts";
import { Notices } from "../notices/Notices.tsx";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/contact";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Contact",
    path: "/contact",
    description: `Send ${site?.name ?? "the artist"} a message about a work, a commission or a collaboration, and subscribe to the newsletter.`,
  });
}

export default function ContactRoute({ matches }: Route.ComponentProps) {
  return (
    <>
      <ContactScreen newsletter={matches[0].loaderData.site.newsletter} />
      <Notices />
    </>
  );
}
