import { useSearchParams } from "react-router";
import { ContactScreen } from "../contact/ContactScreen.tsx";
import { Notices } from "../notices/Notices.tsx";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Contact",
    path: "/contact",
    description: `Send ${site?.name ?? "the artist"} a message about a work, a commission or a collaboration, and subscribe to the newsletter.`,
  });
}

export default function ContactRoute({ matches }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <>
      <ContactScreen
        newsletter={matches[0].loaderData.site.newsletter}
        prefilledSubject={searchParams.get("subject")}
      />
      <Notices />
    </>
  );
}
