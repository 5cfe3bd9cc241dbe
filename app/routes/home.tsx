import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), { title: "Home", description: "Home" });
}

export default function HomeRoute() {
  return <h1 className="px-8 py-12 font-serif text-4xl">Home</h1>;
}
