import type { AboutEditor } from "../../core/studio/content-api.ts";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import { AboutPageScreen } from "../studio/site/AboutPageScreen.tsx";
import { sitePages } from "../studio/site/SiteNav.tsx";
import type { Route } from "./+types/studio.about";

export function meta() {
  return studioMeta(sitePages.about.label);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<AboutEditor>("/about", { signal: request.signal });
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPageScreen loaded={loaderData} />;
}
