import type { RouteHandle } from "../layout/route-handle.ts";
import { PortfolioScreen } from "../portfolio/PortfolioScreen.tsx";
import { loadCategoryRows } from "../portfolio/portfolio.server.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/portfolio";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Portfolio",
    description: `The work of ${site?.name ?? "the artist"}: illustration and print, painting, photography, video and installation.`,
    path: "/portfolio",
  });
}

export function loader() {
  return { rows: loadCategoryRows() };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioScreen rows={loaderData.rows} />;
}
