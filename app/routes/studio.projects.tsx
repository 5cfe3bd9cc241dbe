import type { ProjectList } from "../../core/studio/content-api.ts";
import { ProjectsScreen } from "../studio/projects/ProjectsScreen.tsx";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import type { Route } from "./+types/studio.projects";

export function meta() {
  return studioMeta("Projects");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<ProjectList>("/projects", { signal: request.signal });
}

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectsScreen list={loaderData} />;
}
