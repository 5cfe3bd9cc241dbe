import type { RollbackPlan } from "../../core/studio/publish-api.ts";
import { VersionScreen } from "../studio/publish/VersionScreen.tsx";
import { studioApiOrNotFound } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import type { Route } from "./+types/studio.publish-version";

export function meta() {
  return studioMeta("Go back to a version");
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return studioApiOrNotFound<RollbackPlan>(
    `/publish/history/${encodeURIComponent(params.versionId)}`,
    request.signal,
    "There is no such version.",
  );
}

export default function VersionRoute({ loaderData }: Route.ComponentProps) {
  return <VersionScreen plan={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = error instanceof Response && error.status === 404;
  return (
    <section>
      <h1 className="font-serif text-3xl">
        {missing ? "There is no such version" : "This version could not be shown"}
      </h1>
      <p className="mt-4">
        <a href="/studio/publish" className="underline underline-offset-4">
          Back to Publish
        </a>
      </p>
    </section>
  );
}
