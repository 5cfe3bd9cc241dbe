import type { ProjectView } from "../../core/content/project-schema.ts";
import { BackToPortfolio } from "./BackToPortfolio.tsx";
import { inquiryLink } from "./inquiry-link.ts";
import { ProjectGallery } from "./ProjectGallery.tsx";
import { ProjectMedia } from "./ProjectVideo.tsx";
import { WorkDetails } from "./WorkDetails.tsx";

export function ProjectNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 md:px-8 md:py-16">
      <BackToPortfolio />
      <h1 className="mt-8 font-serif text-4xl tracking-tight md:text-5xl">Project not found</h1>
    </div>
  );
}

export function ProjectScreen({ project }: { project: ProjectView }) {
  const details = [project.medium, project.dimensions].filter(Boolean).join(" · ");
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 md:px-8 md:py-14">
      <BackToPortfolio />
      <header className="mt-8 grid gap-6 md:mt-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-16">
        <div>
          {project.draft && (
            // Only a preview's build has drafts: the artist sees that this page is not live yet.
            <p className="mb-3 inline-block border border-ink px-2 py-0.5 text-sm font-semibold uppercase tracking-wide">
              Draft, not published
            </p>
          )}
          <h1 className="font-serif text-4xl tracking-tight md:text-5xl">{project.title}</h1>
          <p className="mt-3 text-lg text-muted" data-project-year="">
            {project.year}
          </p>
          {details && <p className="mt-1 text-muted">{details}</p>}
          {project.work && <WorkDetails work={project.work} className="mt-1" />}
          <a
            href={inquiryLink(project)}
            className="mt-6 inline-block border border-ink px-5 py-2.5 text-sm tracking-wide transition-colors hover:bg-ink hover:text-white"
          >
            Inquire about this work
          </a>
        </div>
        <p className="max-w-prose text-lg leading-relaxed whitespace-pre-line text-ink/90">
          {project.description}
        </p>
      </header>
      <div className="mt-12 space-y-8 md:mt-16 md:space-y-12">
        <ProjectMedia project={project} />
        <ProjectGallery
          title={project.title}
          year={project.year}
          images={project.images}
          columns={project.layout.columns}
          bordered={project.layout.bordered}
          leading={project.type === "image"}
        />
      </div>
    </article>
  );
}
