import type { SiteEditor } from "../../core/studio/content-api.ts";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import { SettingsScreen } from "../studio/site/SettingsScreen.tsx";
import { sitePages } from "../studio/site/SiteNav.tsx";
import type { Route } from "./+types/studio.settings";

export function meta() {
  return studioMeta(sitePages.settings.label);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<SiteEditor>("/site", { signal: request.signal });
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen loaded={loaderData} />;
}
