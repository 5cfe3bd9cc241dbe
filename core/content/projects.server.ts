import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isPlaceholderPath } from "../images/placeholder-path.ts";
import { contentDir } from "./content-dir.server.ts";
import { ContentError, displayPath } from "./content-error.server.ts";
import { missingFileProblem } from "./content-file.server.ts";
import type { FieldProblem } from "./field-problem.ts";
import { isListed } from "./project-listing.ts";
import {
  type Project,
  type ProjectFrontmatter,
  projectFrontmatterSchema,
  slugPattern,
} from "./project-schema.ts";
import { readFrontmatter } from "./read-frontmatter.server.ts";
import { loadCategories } from "./site.server.ts";
import { pickWorkDetails } from "./work-details-schema.ts";

/** The text file every project folder holds. */
export const projectFileName = "project.md";

/** What a project names outside its own file: its category and the files in its folder. */
export interface ProjectFileReferences {
  category: string;
  images: readonly { file: string }[];
  video?: string;
  poster?: string;
}

/**
 * What the build refuses in a project beyond its schema: a category that `categories.yaml`
 * does not list, and files the project names that are not in its folder.
 */
export function projectProblems(
  folder: string,
  data: ProjectFileReferences,
  categories: readonly string[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!categories.includes(data.category)) {
    problems.push({
      field: "category",
      message: `unknown category "${data.category}"; use one of ${categories.join(", ")} (content/categories.yaml)`,
    });
  }
  data.images.forEach((image, index) => {
    if (isPlaceholderPath(image.file)) return;
    const problem = missingFileProblem(folder, image.file);
    if (problem) problems.push({ field: `images.${index}.file`, message: problem });
  });
  for (const field of ["video", "poster"] as const) {
    const name = data[field];
    const problem = name === undefined ? undefined : missingFileProblem(folder, name);
    if (problem) problems.push({ field, message: problem });
  }
  return problems;
}

/** The project folders under `projectsDir`, by name, alphabetically. */
export function projectFolders(projectsDir: string): string[] {
  if (!existsSync(projectsDir)) return [];
  return readdirSync(projectsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function readProject(projectsDir: string, id: string, categories: readonly string[]): Project {
  const folder = join(projectsDir, id);
  const file = join(folder, projectFileName);
  if (!slugPattern.test(id)) {
    throw new ContentError(folder, [
      "a project folder's name is its address and must be lower-case words joined by hyphens, such as super-cats",
    ]);
  }
  if (!existsSync(file)) {
    throw new ContentError(file, [
      `the file is missing: every project folder needs a ${projectFileName}`,
    ]);
  }
  const { data, body } = readFrontmatter(file, projectFrontmatterSchema);
  const problems = projectProblems(folder, data, categories);
  if (problems.length > 0) {
    throw new ContentError(
      file,
      problems.map((problem) => `${problem.field}: ${problem.message}`),
    );
  }

  const path = (name: string) => `projects/${id}/${name}`;
  const {
    images,
    videoUrl,
    video,
    poster,
    visibility,
    draft,
    availability,
    price,
    currency,
    edition,
    framed,
    ...fields
  } = data;
  const details = pickWorkDetails({ availability, price, currency, edition, framed });
  // Fields a project did not have before are added only when given, after the others: a
  // project without them reads exactly as it did.
  return {
    id,
    ...fields,
    description: body,
    images: images.map(contentImage(path)),
    ...(videoUrl ? { externalVideo: videoUrl } : {}),
    ...(video ? { video: { path: path(video), ...(poster ? { poster: path(poster) } : {}) } } : {}),
    ...(visibility && visibility !== "public" ? { visibility } : {}),
    ...(details ? { details } : {}),
    ...(draft ? { draft: true as const } : {}),
  };
}

type ImageEntry = ProjectFrontmatter["images"][number];

function contentImage(path: (name: string) => string) {
  return ({ file, alt, title, focus, ...fields }: ImageEntry): Project["images"][number] => {
    const details = pickWorkDetails(fields);
    return {
      path: path(file),
      alt,
      ...(title ? { title } : {}),
      ...(focus ? { focus } : {}),
      ...(details ? { details } : {}),
    };
  };
}

/**
 * Every project under `content/projects/`, validated, in content order (folder names,
 * alphabetically). The first problem found stops the build with the file, field and reason.
 */
export function loadProjects(dir: string = contentDir): Project[] {
  const projectsDir = join(dir, "projects");
  const categories = loadCategories(dir).map((category) => category.slug);
  const folders = projectFolders(projectsDir);
  const seen = new Map<string, string>();
  for (const folder of folders) {
    // Folder names differing only in case are one address on the web and on macOS disks.
    const key = folder.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new ContentError(join(projectsDir, folder), [
        `the project id "${key}" is already used by ${displayPath(join(projectsDir, earlier))}; every project needs its own folder name`,
      ]);
    }
    seen.set(key, folder);
  }
  return folders.map((folder) => readProject(projectsDir, folder, categories));
}

/**
 * Why the build would refuse the project in folder `id` of the content folder `dir`, in the
 * build's words; undefined when it would take it.
 */
export function projectRefusal(dir: string, id: string): string | undefined {
  try {
    const categories = loadCategories(dir).map((category) => category.slug);
    readProject(join(dir, "projects"), id, categories);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The projects the site's lists show: public ones, without the unlisted and private. */
export function loadListedProjects(dir: string = contentDir): Project[] {
  return loadProjects(dir).filter(isListed);
}
