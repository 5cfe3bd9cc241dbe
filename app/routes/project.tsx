import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ProjectNotFound, ProjectScreen } from "../project/ProjectScreen.tsx";
import { loadProjectView } from "../project/project.server.ts";
import { projectShareImage } from "../project/share-image.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/project";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const project = loaderData?.project;
  if (!project)
    return pageMeta(site, { title: "Project not found", description: "No such project." });
  const firstParagraph = project.description.split(/\n\s*\n/)[0] ?? project.description;
  return pageMeta(site, {
    title: project.title,
    description: `${project.title} (${project.year}) by ${site?.name ?? "the artist"}. ${firstParagraph}`,
    path: `/project/${project.id}`,
    image: projectShareImage(project),
  });
}

export function loader({ params }: Route.LoaderArgs) {
  return { project: loadProjectView(params.projectId) };
}

// The lightbox's image lives in the address; opening it must not fetch the page's data again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Project({ loaderData }: Route.ComponentProps) {
  return loaderData.project ? <ProjectScreen project={loaderData.project} /> : <ProjectNotFound />;
}
