import { redirect } from "react-router";
import { SignInScreen } from "../studio/SignInScreen.tsx";
import type { SignedIn } from "../studio/studio-api.ts";
import { rememberCsrfToken, StudioApiError, studioApi } from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.sign-in";

export function meta() {
  return [{ title: "Sign in | Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  try {
    const answer = await studioApi<SignedIn>("/session", {
      method: "POST",
      json: { password: String(form.get("password") ?? "") },
    });
    rememberCsrfToken(answer.csrfToken);
  } catch (error) {
    if (error instanceof StudioApiError) return { error: error.message };
    throw error;
  }
  return redirect("/studio/messages");
}

export default function SignInRoute({ actionData }: Route.ComponentProps) {
  return <SignInScreen error={actionData?.error} />;
}
