import type { DeviceSummary, PasskeySummary } from "../../core/studio/studio-api.ts";
import { DevicesScreen } from "../studio/devices/DevicesScreen.tsx";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import type { Route } from "./+types/studio.devices";

export function meta() {
  return studioMeta("Devices");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [{ devices }, { passkeys }] = await Promise.all([
    studioApi<{ devices: DeviceSummary[] }>("/devices", { signal: request.signal }),
    studioApi<{ passkeys: PasskeySummary[] }>("/passkeys", { signal: request.signal }),
  ]);
  return { devices, passkeys };
}

export default function DevicesRoute({ loaderData }: Route.ComponentProps) {
  return <DevicesScreen devices={loaderData.devices} passkeys={loaderData.passkeys} />;
}
