import type { PasskeySignInOffer } from "../../core/studio/studio-api.ts";
import { SignInScreen } from "../studio/access/SignInScreen.tsx";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import type { Route } from "./+types/studio.sign-in";

export function meta() {
  return studioMeta("Sign in");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The password form must show even if this question fails: it is the way in that always works.
  return studioApi<PasskeySignInOffer>("/passkey-sign-in", { signal: request.signal }).catch(
    (): PasskeySignInOffer => ({ available: false }),
  );
}

export default function SignInRoute({ loaderData }: Route.ComponentProps) {
  return <SignInScreen passkeys={loaderData.available} />;
}
