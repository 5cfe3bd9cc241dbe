import { loadHomeSlides } from "../../core/content/home.server.ts";
import { loadSite } from "../../core/content/site.server.ts";
import { readImageManifest, resolveImage } from "../../core/images/image-manifest.server.ts";
import { HomeScreen } from "../home/HomeScreen.tsx";
import type { RouteHandle } from "../layout/route-handle.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, { description: site?.description ?? "", path: "/" });
}

export function loader() {
  const manifest = readImageManifest();
  const { name, tagline } = loadSite();
  const slides = loadHomeSlides().map((slide) => resolveImage(manifest, slide));
  return { name, tagline, slides };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeScreen {...loaderData} />;
}
