import { z } from "zod";
import type { FocalPoint } from "../images/focal-point.ts";
import type { ImageData, ResolvedImage } from "../images/image-data.ts";
import { focalPointSchema } from "./focal-point-schema.ts";
import { localTimeSchema, windowProblem } from "./live-window.ts";
import { type ExternalVideo, parseVideoUrl } from "./video-url.ts";
import { priceProblems, type WorkDetails, workDetailsShape } from "./work-details-schema.ts";

/** Project ids and category slugs: lower-case words joined by hyphens, as in `super-cats`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const imageFilePattern = /\.(jpe?g|png)$/i;
const videoFilePattern = /\.(mp4|webm)$/i;
const yearPattern = /^\d{4}(?:\s*[/–-]\s*\d{4})?$/;

function text(what: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${what} is required` : "must be text"),
    })
    .trim()
    .min(1, `${what} must not be empty`);
}

/** A file beside `project.md`, named relative to the project folder. */
function fileInFolder(what: string, pattern: RegExp, formats: string) {
  return text(what)
    .refine((file) => !file.startsWith("/") && !file.split(/[\\/]/).includes(".."), {
      message: "must be a file inside the project folder",
    })
    .refine((file) => pattern.test(file), { message: `must be a ${formats} file` });
}

const imageSchema = z
  .strictObject({
    file: fileInFolder("the image file", imageFilePattern, ".jpg, .jpeg or .png"),
    alt: z
      .string({ error: "every image needs alt text" })
      .trim()
      .min(1, "every image needs alt text"),
    /** The name of the work this image shows, when it is one work of a series. */
    title: text("the title").optional(),
    /** Where the picture's subject is: every crop keeps it in frame. The centre when absent. */
    focus: focalPointSchema.optional(),
    ...workDetailsShape,
  })
  .superRefine((image, context) => {
    for (const { field, message } of priceProblems(image)) {
      context.addIssue({ code: "custom", path: [field], message });
    }
  });

/**
 * `draft: true` keeps a project off the published site until the artist marks it ready: saved,
 * shown in the Studio's previews, left out of a publish. Absent (or false) is ready.
 */
export const draftSchema = z
  .boolean({
    error: (issue) =>
      `must be true or false, not "${String(issue.input)}": draft: true keeps the project off the site until it is ready`,
  })
  .optional();

/** Who may see a project: everyone, only those who have its address, or only with its password. */
const visibilities = ["public", "unlisted", "private"] as const;
type Visibility = (typeof visibilities)[number];

const videoUrlSchema = z
  .string({ error: "must be the address of a video" })
  .transform((address, context): ExternalVideo => {
    const video = parseVideoUrl(address);
    if (video) return video;
    context.addIssue({
      code: "custom",
      message: `"${address}" is not a YouTube or Vimeo video address (such as https://www.youtube.com/watch?v=...)`,
    });
    return z.NEVER;
  });

/**
 * The frontmatter of `content/projects/<id>/project.md`. The one definition of a project's
 * fields: the build validates every project against it and the screens use the types it gives.
 */
export const projectFrontmatterSchema = z
  .strictObject({
    title: text("the title"),
    // Unquoted years arrive from YAML as numbers.
    year: z.preprocess(
      (year) => (typeof year === "number" ? String(year) : year),
      text("the year").regex(
        yearPattern,
        "must be a year such as 2021, or a range such as 2023/2025",
      ),
    ),
    category: text("the category").regex(slugPattern, "must be a category slug such as painting"),
    type: z.enum(["image", "video", "hybrid"], {
      error: (issue) =>
        issue.input === undefined
          ? "the type is required: image, video or hybrid"
          : "must be image, video or hybrid",
    }),
    medium: text("the medium").optional(),
    dimensions: text("the dimensions").optional(),
    draft: draftSchema,
    // When it goes live and comes down, in the site's time zone; absent ends are open.
    liveFrom: localTimeSchema.optional(),
    liveUntil: localTimeSchema.optional(),
    // Optional, without a default: a public project's data stays as it was before the field.
    visibility: z
      .enum(visibilities, {
        error: (issue) =>
          `unknown visibility "${String(issue.input)}": use one of ${visibilities.join(", ")}`,
      })
      .optional(),
    ...workDetailsShape,
    videoUrl: videoUrlSchema.optional(),
    video: fileInFolder("the video file", videoFilePattern, ".mp4 or .webm").optional(),
    poster: fileInFolder("the poster image", imageFilePattern, ".jpg, .jpeg or .png").optional(),
    layout: z
      .strictObject({
        columns: z.union([z.literal(2), z.literal(3)], { error: "must be 2 or 3" }).default(2),
        bordered: z.boolean({ error: "must be true or false" }).default(false),
      })
      .default({ columns: 2, bordered: false }),
    images: z
      .array(imageSchema, { error: "must be a list of images, each with a file and alt text" })
      .min(1, "a project needs at least one image"),
  })
  .superRefine((project, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (project.videoUrl && project.type !== "hybrid") {
      problem("videoUrl", "only a hybrid project has a videoUrl; set type: hybrid or remove it");
    }
    if (project.type === "video" && !project.video) {
      problem("video", "a video project needs its video file, such as video: film.mp4");
    }
    if (project.video && project.type !== "video") {
      problem("video", "only a video project has a video file; set type: video or remove it");
    }
    if (project.poster && !project.video) {
      problem("poster", "a poster belongs to a video file; add video: or remove the poster");
    }
    for (const { field, message } of priceProblems(project)) problem(field, message);
    const window = windowProblem(project);
    if (window) problem("liveUntil", window);
  });

export type ProjectFrontmatter = z.output<typeof projectFrontmatterSchema>;
type ProjectType = ProjectFrontmatter["type"];
type ProjectLayout = ProjectFrontmatter["layout"];

/** A content image: its path inside `content/` and its alt text. */
interface ContentImage {
  path: string;
  alt: string;
  /** The name of the work it shows, when it is one work of a series. */
  title?: string;
  /** Where its subject is, which every crop keeps in frame; the centre when absent. */
  focus?: FocalPoint;
  /** When the image is a work that can be sold: its availability, price, edition, framing. */
  details?: WorkDetails;
}

/** A validated project, as the build reads it from its folder. */
export interface Project {
  /** The folder name, which is also the address: `/project/<id>`. */
  id: string;
  title: string;
  /** As written: "2021", or a range such as "2023/2025". */
  year: string;
  /** The slug of its category. */
  category: string;
  type: ProjectType;
  medium?: string;
  dimensions?: string;
  /** Absent for a public project: only unlisted and private ones say so. */
  visibility?: Exclude<Visibility, "public">;
  /** Only in a preview's build: a publish leaves drafts out before anything reads them. */
  draft?: true;
  /** When the project is one work that can be sold: its availability, price, edition, framing. */
  details?: WorkDetails;
  /** Plain text; its line breaks are meant to be kept. */
  description: string;
  layout: ProjectLayout;
  images: ContentImage[];
  /** The embedded player of a hybrid project; a hybrid without one shows "Video placeholder". */
  externalVideo?: ExternalVideo;
  /** The video file of a video project, with an optional poster image. */
  video?: { path: string; poster?: string };
}

/** A work as a project page states it: its name, and its details ready to be read out. */
export interface WorkView {
  /** The name an inquiry and the structured data use: the image's title, or the project's. */
  name: string;
  availability?: WorkDetails["availability"];
  /** Formatted once at build time, so the server's and the browser's renderings agree. */
  price?: { amount: number; currency: string; text: string };
  edition?: string;
  framed?: boolean;
}

/** A project image as the page shows it, with the work it is when the content says so. */
export type ProjectImage = ResolvedImage & { work?: WorkView };

/** A project as the screens receive it: images ready for `<Picture>`, files at public URLs. */
export interface ProjectView extends Omit<Project, "images" | "video" | "visibility" | "details"> {
  images: ProjectImage[];
  /** The project's own film, with the still it shows until played. */
  video?: { src: string; mimeType: string; poster?: ImageData };
  /** When the project itself is a work that can be sold. */
  work?: WorkView;
}
