import { accessPageTitles, accessStateOf } from "../../core/site/access-pages.ts";
import type { RouteHandle } from "../layout/route-handle.ts";
import { PrivateProjectForm } from "../project/PrivateProjectForm.tsx";
import { ProjectNotFound, ProjectScreen } from "../project/ProjectScreen.tsx";
import { loadProjectPage } from "../project/project.server.ts";
import { artworkJsonLd } from "../seo/artwork-json-ld.ts";
import { breadcrumbJsonLd } from "../seo/breadcrumb-json-ld.ts";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/project";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const page = loaderData?.page;
  if (loaderData?.access) {
    return pageMeta(site, {
      title: accessPageTitles[loaderData.access],
      description: "This project is shared by password.",
      noindex: true,
    });
  }
  if (!page) {
    return pageMeta(site, {
      title: "Project not found",
      description: "No such project.",
      noindex: true,
    });
  }
  const { project, category, share, visibility } = page;
  const path = `/project/${project.id}`;
  const firstParagraph = project.description.split(/\n\s*\n/)[0] ?? project.description;
  return pageMeta(site, {
    title: project.title,
    description: `${project.title} (${project.year}) by ${site?.name ?? "the artist"}. ${firstParagraph}`,
    // Unlisted and private projects are for those given their address: not for search engines.
    ...(visibility ? { noindex: true } : { path }),
    type: "article",
    image: share,
    structuredData: site
      ? [
          artworkJsonLd(project, site),
          breadcrumbJsonLd(site.siteUrl, [
            { name: "Home", path: "/" },
            { name: "Portfolio", path: "/portfolio" },
            { name: category.name, path: `/category/${category.slug}` },
            { name: project.title, path },
          ]),
        ]
      : [],
  });
}

export function loader({ params }: Route.LoaderArgs) {
  const access = accessStateOf(params.projectId);
  if (access) return { page: null, access };
  return { page: loadProjectPage(params.projectId) };
}

export default function Project({ loaderData }: Route.ComponentProps) {
  if (loaderData.page) return <ProjectScreen project={loaderData.page.project} />;
  if (loaderData.access) return <PrivateProjectForm state={loaderData.access} />;
  return <ProjectNotFound />;
}
