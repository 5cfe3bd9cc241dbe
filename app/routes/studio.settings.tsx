import type { SiteEditor } from "../../core/studio/content-api.ts";
import { SettingsScreen } from "../studio/SettingsScreen.tsx";
import { studioApi } from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.settings";

export function meta() {
  return [{ title: "Settings | Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<SiteEditor>("/site", { signal: request.signal });
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen loaded={loaderData} />;
}
