import type { BackupsSummary } from "../../core/studio/backups-api.ts";
import { BackupsScreen } from "../studio/BackupsScreen.tsx";
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
