import type { ResolvedImage } from "../../core/images/image-data.ts";
import { NearViewItem } from "../images/NearViewItem.tsx";
import { Picture } from "../images/Picture.tsx";
import { islandMarker } from "../islands/island-registry.ts";
import type { ProjectPreview } from "./project-previews.ts";
import { picturesOnPhoneScreen, stripPictureSizes } from "./strip-picture-sizes.ts";

const fade = "pointer-events-none absolute inset-y-0 w-16 transition-opacity duration-300";

/**
 * How many projects of a strip show their pictures from the start: the one a phone shows
 * before the strip is scrolled. The others show them once their island runs and the strip
 * nears them (on a wide screen, the next one at once), so that on a slow connection the
 * pictures a phone does not show do not share it with the main ones, and a category of fifty
 * projects costs a visitor no more than one of five.
 */
const leadingProjects = 1;

interface ProjectStripProps {
  label: string;
  projects: ProjectPreview<ResolvedImage>[];
  /** The page's first strip: its first project's pictures are the first thing a visitor sees. */
  leading: boolean;
  /** On a phone's first screen: its first project shows its pictures from the start. */
  onFirstScreen: boolean;
}

/**
 * A category's projects side by side, scrolling sideways, with a fade where more is hidden
 * (`strip-scroll.island.ts`).
 */
export function ProjectStrip({ label, projects, leading, onFirstScreen }: ProjectStripProps) {
  return (
    <div className="relative" {...islandMarker("strip-scroll")}>
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus so the arrow keys scroll it
        tabIndex={0}
        data-strip=""
        className="overflow-x-auto overscroll-x-contain motion-safe:scroll-smooth pb-4 [scrollbar-width:thin] focus-visible:outline-offset-4"
      >
        <ul className="flex w-max gap-10 md:gap-14">
          {projects.map((project, position) => {
            const shown = onFirstScreen && position < leadingProjects;
            // Only a project shown from the start leaves pictures out of its HTML.
            const onPhoneScreen = shown
              ? picturesOnPhoneScreen(project.images)
              : project.images.length;
            return (
              <NearViewItem
                key={project.id}
                data-project={project.id}
                data-near-root="[data-strip]"
                shown={shown}
                // Near: within one strip's width of what the strip shows.
                margin="0px 100%"
              >
                {(near) => (
                  <a href={`/project/${project.id}`} className="group block">
                    <span className="flex gap-2">
                      {project.images.map((image, index) => (
                        <Picture
                          key={image.alt}
                          image={image}
                          sizes={stripPictureSizes(image)}
                          priority={leading && position === 0 && index < onPhoneScreen}
                          // Of a leading project, the HTML shows the pictures a phone shows
                          // before the strip is scrolled; the others lie to its right and
                          // come with the island (at once on a wide screen, in sight there).
                          deferred={!near || index >= onPhoneScreen}
                          // The heights and the width limit are those of strip-picture-sizes.ts.
                          className="h-44 max-w-[330px] shrink-0 transition-opacity group-hover:opacity-90 md:h-60"
                        />
                      ))}
                    </span>
                    <span className="mt-3 flex items-baseline gap-3">
                      <span className="font-serif text-lg text-ink underline-offset-4 group-hover:underline">
                        {project.title}
                      </span>
                      <span className="text-sm text-muted">{project.year}</span>
                      {project.draft && (
                        <span className="border border-ink px-1.5 text-xs uppercase">Draft</span>
                      )}
                    </span>
                  </a>
                )}
              </NearViewItem>
            );
          })}
        </ul>
      </section>
      <span
        aria-hidden="true"
        data-fade="before"
        className={`${fade} left-0 bg-linear-to-r from-white to-transparent opacity-0 data-more-before:opacity-100`}
      />
      <span
        aria-hidden="true"
        data-fade="after"
        className={`${fade} right-0 bg-linear-to-l from-white to-transparent opacity-0 data-more-after:opacity-100`}
      />
    </div>
  );
}
