import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { SessionProbe } from "../../core/studio/studio-api.ts";
import { errorDetail } from "../errors/error-detail.ts";
import type { RouteHandle } from "../layout/route-handle.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import { StudioLayout } from "../studio/shared/StudioLayout.tsx";
import {
  goTo,
  latestProbe,
  probeSession,
  StudioApiError,
  signInPath,
} from "../studio/shared/studio-client.ts";
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
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

/**
 * Before any screen of the Studio loads its data: is this browser signed in? If not, the
 * sign-in screen, and no other request is made.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const probe = await probeStudio(request.signal);
    const { pathname } = new URL(request.url);
    if (!probe.signedIn && pathname !== signInPath) throw goTo(signInPath);
    const reading = request.method === "GET";
    if (reading && probe.signedIn && [signInPath, "/studio", "/studio/"].includes(pathname)) {
      throw goTo("/studio/messages");
    }
    return next();
  },
];

// The middleware has just asked.
export function clientLoader() {
  return latestProbe();
}

// Every screen change asks the server anew (in the middleware), so the header is always current.
export function shouldRevalidate() {
  return true;
}

/**
 * Shown while a prerendered page starts at a Studio address: that is the Not-found page the
 * server sends while the Studio is off, and it stays so.
 */
export function HydrateFallback() {
  return <NotFound />;
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
  const detail = errorDetail(error);
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
