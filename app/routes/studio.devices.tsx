import { redirect } from "react-router";
import { DevicesScreen } from "../studio/DevicesScreen.tsx";
import type { DeviceSummary } from "../studio/studio-api.ts";
import {
  rememberCsrfToken,
  StudioApiError,
  signInPath,
  studioApi,
} from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.devices";

export function meta() {
  return [{ title: "Devices | Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<{ devices: DeviceSummary[] }>("/devices", { signal: request.signal });
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const id = String((await request.formData()).get("id") ?? "");
  try {
    const ended = await studioApi<{ current: boolean }>(`/devices/${encodeURIComponent(id)}`, {
      method: "DELETE",
    });
    if (ended.current) {
      rememberCsrfToken(undefined);
      return redirect(signInPath);
    }
    return { text: "That device is signed out." };
  } catch (error) {
    if (error instanceof StudioApiError) return { text: `Not done: ${error.message}` };
    throw error;
  }
}

export default function DevicesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DevicesScreen devices={loaderData.devices} notice={actionData} />;
}
