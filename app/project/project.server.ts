import type { ProjectView } from "../content/project-schema.ts";
import { loadProjects } from "../content/projects.server.ts";
import { resolveProject } from "../content/resolve-project.server.ts";
import { readImageManifest } from "../images/image-manifest.server.ts";

/** The id of the stand-in page served, with HTTP 404, for any unknown project. */
export const unknownProjectId = "_unknown";

/** The project at `id`, ready to show, or `null` when there is none. */
export function loadProjectView(id: string): ProjectView | null {
  const project = loadProjects().find((candidate) => candidate.id === id);
  return project ? resolveProject(project, readImageManifest()) : null;
}
