import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/project";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), { title: "Project", description: "Project" });
}

export default function ProjectRoute() {
  return <h1 className="px-8 py-12 font-serif text-4xl">Project</h1>;
}
