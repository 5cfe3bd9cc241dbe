import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/category";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), { title: "Category", description: "Category" });
}

export default function CategoryRoute() {
  return <h1 className="px-8 py-12 font-serif text-4xl">Category</h1>;
}
