import type { RouteHandle } from "../layout/route-handle.ts";
import { BlogScreen } from "../newsletter/BlogScreen.tsx";
import { Notices } from "../notices/Notices.tsx";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/blog";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Blog",
    path: "/blog",
    description: `Project updates, the artistic process and life updates from ${site?.name ?? "the artist"}: follow the newsletter on ${site?.newsletter.platform ?? "the newsletter platform"}.`,
  });
}

export default function BlogRoute({ matches }: Route.ComponentProps) {
  return (
    <>
      <BlogScreen newsletter={matches[0].loaderData.site.newsletter} />
      <Notices />
    </>
  );
}
