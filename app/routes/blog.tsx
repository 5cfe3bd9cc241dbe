import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/blog";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), { title: "Blog", description: "Blog" });
}

export default function BlogRoute() {
  return <h1 className="px-8 py-12 font-serif text-4xl">Blog</h1>;
}
