import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteFromMatches(matches), { title: "Contact", description: "Contact" });
}

export default function ContactRoute() {
  return <h1 className="px-8 py-12 font-serif text-4xl">Contact</h1>;
}
