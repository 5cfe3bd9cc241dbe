import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { stringify } from "yaml";
import { contentMedia } from "../../core/content/content-images.server.ts";
import { loadProjects } from "../../core/content/projects.server.ts";
import { loadCategories } from "../../core/content/site.server.ts";
import { isPlaceholderPath } from "../../core/images/placeholder-path.ts";

/** Pictures in each generated project, as many as a sample project has. */
export const picturesPerProject = 8;

interface SamplePicture {
  /** Inside the content folder. */
  path: string;
  alt: string;
}

/**
 * The project pictures of the sample content (JPEG files, not the "Coming Soon" stand-ins),
 * which the generated projects reuse.
 */
function samplePictures(contentDir: string): SamplePicture[] {
  return loadProjects(contentDir)
    .flatMap((project) => project.images)
    .filter((image) => /\.jpe?g$/i.test(image.path) && !isPlaceholderPath(image.path))
    .map(({ path, alt }) => ({ path, alt }));
}

/**
 * The sample picture with a comment segment naming its copy right after the JPEG's start
 * marker: the picture is the same, its bytes (and so its content hash) are its own, so the
 * build encodes it as a new picture, as it would a new photograph.
 */
export function markedJpeg(bytes: Buffer, mark: string): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error("not a JPEG file");
  const text = Buffer.from(mark, "utf8");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    bytes.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    bytes.subarray(2),
  ]);
}

interface GeneratedProject {
  id: string;
  pictures: number;
}

/**
 * Adds the project `study-<number>` to the content folder `contentDir`: eight of the sample
 * pictures, each marked as its own file, in a category and year that vary with the number.
 */
async function addGeneratedProject(
  contentDir: string,
  number: number,
  pictures: readonly SamplePicture[],
  categories: readonly string[],
): Promise<GeneratedProject> {
  const id = `study-${String(number).padStart(3, "0")}`;
  const folder = join(contentDir, "projects", id);
  await mkdir(folder, { recursive: true });
  const images: { file: string; alt: string }[] = [];
  for (let index = 0; index < picturesPerProject; index += 1) {
    const picture = pictures[(number * picturesPerProject + index) % pictures.length];
    if (!picture) throw new Error("the sample content has no project pictures");
    const file = `${String(index + 1).padStart(2, "0")}${extname(picture.path).toLowerCase()}`;
    const bytes = await readFile(join(contentDir, picture.path));
    await writeFile(join(folder, file), markedJpeg(bytes, `${id}/${file}`));
    images.push({ file, alt: picture.alt });
  }
  const frontmatter = {
    title: `Study ${number}`,
    year: String(1990 + ((number * 7) % 36)),
    category: categories[number % categories.length],
    type: "image",
    medium: "Mixed media",
    images,
  };
  await writeFile(
    join(folder, "project.md"),
    `---\n${stringify(frontmatter)}---\nStudy ${number}, one of the projects a scale run of the benchmark adds.\n`,
  );
  return { id, pictures: images.length };
}

export interface ScaleContent {
  /** The sample content's projects plus the generated ones. */
  projects: number;
  /** Every picture the site shows: the projects', the home slides and the portrait. */
  pictures: number;
  generated: GeneratedProject[];
  /**
   * Adds one more generated project, for timing an incremental build: to the grown content, or
   * to `contentDir`, a copy of it.
   */
  addProject(contentDir?: string): Promise<GeneratedProject>;
}

/**
 * Copies the sample content to `targetDir` and adds generated projects of eight pictures until
 * the content holds `projects` projects. Nothing of it is written inside the repository.
 */
export async function makeScaleContent(
  sourceDir: string,
  targetDir: string,
  projects: number,
): Promise<ScaleContent> {
  await cp(sourceDir, targetDir, { recursive: true });
  const pictures = samplePictures(targetDir);
  const categories = loadCategories(targetDir).map((category) => category.slug);
  const sample = loadProjects(targetDir).length;
  const generated: GeneratedProject[] = [];
  let next = 1;
  for (; sample + generated.length < projects; next += 1) {
    generated.push(await addGeneratedProject(targetDir, next, pictures, categories));
  }
  return {
    projects: sample + generated.length,
    pictures: contentMedia(targetDir).images.length,
    generated,
    addProject: async (contentDir = targetDir) => {
      const added = await addGeneratedProject(contentDir, next, pictures, categories);
      next += 1;
      return added;
    },
  };
}
