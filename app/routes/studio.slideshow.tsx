import type { SlideshowEditor } from "../../core/studio/content-api.ts";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import { sitePages } from "../studio/site/SiteNav.tsx";
import { SlideshowScreen } from "../studio/site/SlideshowScreen.tsx";
import type { Route } from "./+types/studio.slideshow";

export function meta() {
  return studioMeta(sitePages.slideshow.label);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<SlideshowEditor>("/slideshow", { signal: request.signal });
}

export default function SlideshowRoute({ loaderData }: Route.ComponentProps) {
  return <SlideshowScreen loaded={loaderData} />;
}
