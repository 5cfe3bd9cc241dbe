import {
  createContext as createRouterContext,
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
} from "react-router";
import type { RouteHandle } from "../layout/route-handle.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import { StudioLayout } from "../studio/StudioLayout.tsx";
import type { SessionProbe } from "../studio/studio-api.ts";
import {
  probeSession,
  rememberCsrfToken,
  StudioApiError,
  signInPath,
  studioApi,
} from "../studio/studio-client.ts";
import type { Route } from "./+types/studio";
import NotFound from "./not-found.tsx";

export const handle: RouteHandle = { ownChrome: true };

function isOff(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

export function meta({ error, loaderData, matches }: Route.MetaArgs) {
  if (isOff(error) || loaderData === undefined) {
    return pageMeta(siteFromMatches(matches), {
      title: "Page not found",
      description: "This page does not exist. Return to the home page to see the work.",
      noindex: true,
    });
  }
  return [{ title: "Studio" }, { name: "robots", content: "noindex" }];
}

async function probeStudio(signal: AbortSignal): Promise<SessionProbe> {
  try {
    return await probeSession(signal);
  } catch (error) {
    // The Studio is off: its addresses are unknown ones, as the server says.
    if (error instanceof StudioApiError && error.status === 404) {
      throw data("Not Found", { status: 404 });
    }
    throw error;
  }
}

const probeContext = createRouterContext<SessionProbe>();

/**
 * Before any screen of the Studio loads its data: is this browser signed in? If not, the
 * sign-in screen, and no other request is made.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const probe = await probeStudio(request.signal);
    const { pathname } = new URL(request.url);
    if (!probe.signedIn && pathname !== signInPath) throw redirect(signInPath);
    const reading = request.method === "GET";
    if (reading && probe.signedIn && [signInPath, "/studio", "/studio/"].includes(pathname)) {
      throw redirect("/studio/messages");
    }
    context.set(probeContext, probe);
    return next();
  },
];

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  return context.get(probeContext);
}

/**
 * Shown while a prerendered page starts at a Studio address: that is the Not-found page the
 * server sends while the Studio is off, and it stays so.
 */
export function HydrateFallback() {
  return <NotFound />;
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
  if (isOff(error)) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-3xl">The Studio could not be shown</h1>
      <p className="mt-4">{detail}</p>
      <p className="mt-6">
        <Link to="/studio/messages" reloadDocument className="underline underline-offset-4">
          Try again
        </Link>
      </p>
    </section>
  );
}
