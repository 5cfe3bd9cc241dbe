import { isRouteErrorResponse, Link, Outlet, redirect } from "react-router";
import type { RouteHandle } from "../layout/route-handle.ts";
import { StudioLayout } from "../studio/StudioLayout.tsx";
import { probeSession, rememberCsrfToken, signInPath, studioApi } from "../studio/studio-client.ts";
import "../studio/studio.css";
import type { Route } from "./+types/studio";

export const handle: RouteHandle = { ownChrome: true };

export function meta() {
  return [{ title: "Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const probe = await probeSession(request.signal);
  const onSignIn = new URL(request.url).pathname === signInPath;
  if (!probe.signedIn && !onSignIn) throw redirect(signInPath);
  if (probe.signedIn && onSignIn) throw redirect("/studio/messages");
  return probe;
}

// Signing out, from the header's button.
export async function clientAction() {
  await studioApi("/session", { method: "DELETE" });
  rememberCsrfToken(undefined);
  return redirect(signInPath);
}

export default function StudioRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StudioLayout probe={loaderData}>
      <Outlet />
    </StudioLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-3xl">The Studio could not be shown</h1>
      <p className="mt-4">{detail}</p>
      <p className="mt-6">
        <Link to="/studio/messages" reloadDocument className="underline underline-offset-4">
          Try again
        </Link>
      </p>
    </main>
  );
}
