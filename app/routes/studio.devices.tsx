import { DevicesScreen } from "../studio/DevicesScreen.tsx";
import type { DeviceSummary } from "../studio/studio-api.ts";
import { studioApi } from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.devices";

export function meta() {
  return [{ title: "Devices | Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<{ devices: DeviceSummary[] }>("/devices", { signal: request.signal });
}

export default function DevicesRoute({ loaderData }: Route.ComponentProps) {
  return <DevicesScreen devices={loaderData.devices} />;
}
