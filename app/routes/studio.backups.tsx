import { BackupsScreen } from "../studio/BackupsScreen.tsx";
import type { BackupsSummary } from "../studio/backups-api.ts";
import { studioApi } from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.backups";

export function meta() {
  return [{ title: "Backups | Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<BackupsSummary>("/backups", { signal: request.signal });
}

export default function BackupsRoute({ loaderData }: Route.ComponentProps) {
  return <BackupsScreen summary={loaderData} />;
}
