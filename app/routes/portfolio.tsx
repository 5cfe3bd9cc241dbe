import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/portfolio";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), { title: "Portfolio", description: "Portfolio" });
}

export default function PortfolioRoute() {
  return <h1 className="px-8 py-12 font-serif text-4xl">Portfolio</h1>;
}
