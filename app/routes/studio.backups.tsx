import type { BackupsSummary } from "../../core/studio/backups-api.ts";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import { BackupsScreen } from "../studio/site/BackupsScreen.tsx";
import { sitePages } from "../studio/site/SiteNav.tsx";
import type { Route } from "./+types/studio.backups";

export function meta() {
  return studioMeta(sitePages.backups.label);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<BackupsSummary>("/backups", { signal: request.signal });
}

export default function BackupsRoute({ loaderData }: Route.ComponentProps) {
  return <BackupsScreen summary={loaderData} />;
}
