import { loadAbout } from "../../core/content/about.server.ts";
import { readImageManifest, resolveImage } from "../../core/images/image-manifest.server.ts";
import { AboutScreen } from "../about/AboutScreen.tsx";
import type { RouteHandle } from "../layout/route-handle.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/about";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "About",
    path: "/about",
    description: `About ${site?.name ?? "the artist"}: a practice of emotional states, human relationships and regenerative ecologies.`,
  });
}

export function loader() {
  const about = loadAbout();
  const portrait = resolveImage(readImageManifest(), {
    path: about.portrait,
    alt: about.portraitAlt,
  });
  return { about, portrait };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutScreen about={loaderData.about} portrait={loaderData.portrait} />;
}
