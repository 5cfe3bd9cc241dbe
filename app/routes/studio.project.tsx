import { Link } from "react-router";
import type { ProjectEditor } from "../../core/studio/content-api.ts";
import { ProjectEditorScreen } from "../studio/projects/ProjectEditorScreen.tsx";
import { studioApiOrNotFound } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import type { Route } from "./+types/studio.project";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.readable ? loaderData.fields.title : loaderData?.id;
  return studioMeta(title ?? "Project");
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return studioApiOrNotFound<ProjectEditor>(
    `/projects/${encodeURIComponent(params.projectId)}`,
    request.signal,
    "This project does not exist.",
  );
}

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectEditorScreen key={loaderData.id} editor={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = error instanceof Response && error.status === 404;
  return (
    <section>
      <h1 className="font-serif text-3xl">
        {missing ? "Project not found" : "The project could not be shown"}
      </h1>
      <p className="mt-4">
        <Link to="/studio/projects" className="underline underline-offset-4">
          Back to all projects
        </Link>
      </p>
    </section>
  );
}
