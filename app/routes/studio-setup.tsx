import type { RouteHandle } from "../layout/route-handle.ts";
import { SetupScreen } from "../studio/access/SetupScreen.tsx";
import { missingTokenMessage, type SetupState } from "../studio/access/setup-words.ts";
import { StudioLayout } from "../studio/shared/StudioLayout.tsx";
import { StudioApiError, studioApi } from "../studio/shared/studio-client.ts";
import type { Route } from "./+types/studio-setup";

export const handle: RouteHandle = { ownChrome: true };

export function meta() {
  return [{ title: "Set up your Studio" }, { name: "robots", content: "noindex" }];
}

/** Whether the address's setup code (after `#`, which no server sees) still opens the setup. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<SetupState> {
  const token = window.location.hash.slice(1);
  if (!token) return { kind: "refused", message: missingTokenMessage };
  try {
    await studioApi("/setup/check", { method: "POST", json: { token }, signal: request.signal });
    return { kind: "valid", token };
  } catch (error) {
    if (error instanceof StudioApiError) return { kind: "refused", message: error.message };
    throw error;
  }
}

// Nothing shows before the setup's scripts have asked the server.
export function HydrateFallback() {
  return null;
}

export default function SetupRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StudioLayout probe={{ signedIn: false }}>
      <SetupScreen state={loaderData} />
    </StudioLayout>
  );
}
