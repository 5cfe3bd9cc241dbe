import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { isMap, isSeq } from "yaml";
import type { FieldProblem } from "../../core/content/field-problem.ts";
import { isStandInProjectId } from "../../core/content/known-paths.server.ts";
import { siteTimeZone } from "../../core/content/live-windows.server.ts";
import { slideshowShowsPrivateProject } from "../../core/content/private-slides.ts";
import { newestFirst } from "../../core/content/project-order.ts";
import { projectFrontmatterSchema } from "../../core/content/project-schema.ts";
import { projectFileName, projectProblems } from "../../core/content/projects.server.ts";
import { loadCategories } from "../../core/content/site.server.ts";
import { isPlaceholderPath } from "../../core/images/placeholder-path.ts";
import {
  type CategoryName,
  type ContentProblems,
  noWorkFields,
  type ProjectEditor,
  type ProjectFields,
  type ProjectList,
  type ProjectSummary,
  type StudioImageFacts,
} from "../../core/studio/content-api.ts";
import { passwordNeededInStudio } from "../private-projects/password-needed.ts";
import { PrivatePasswords } from "../private-projects/private-passwords.ts";
import { removeLeftoverTemporaries, temporaryFile, writeFileAtomically } from "./atomic-write.ts";
import { frontmatterFormat } from "./content-format.ts";
import { fileInside, isProjectId, projectFolder } from "./content-paths.ts";
import { checkContent, withProblems } from "./content-problems.ts";
import { EditRefused, notValid, refuseInvalid } from "./edit-refused.ts";
import { readVersioned } from "./file-version.ts";
import {
  applyProjectFields,
  newProjectFile,
  type ProjectFile,
  projectFields,
  projectReferences,
  projectText,
  readProjectFile,
} from "./project-file.ts";
import { slideshowFiles } from "./slideshow-privacy.ts";
import type { StudioContent } from "./studio-content.ts";

const videoFilePattern = /\.(mp4|webm)$/i;

/** The address of the Studio's small version of a content picture (path inside content/). */
export function previewAddress(path: string): string {
  return `/api/studio/preview?path=${encodeURIComponent(path)}`;
}

function noProject(id: string): EditRefused {
  return new EditRefused(404, "not_found", `There is no project "${id}".`);
}

/** A project read from its folder, as far as it can be read. */
interface ReadProject {
  id: string;
  folder: string;
  version: string;
  file?: ProjectFile;
  /** Why project.md cannot be read, when it cannot. */
  unreadable?: string;
}

/**
 * The Studio's projects: the list, one project's form, and every change to them (create,
 * save, delete, and its pictures). Each change is made from the version of project.md the page
 * showed, is checked with the build's own schema and checks first, and writes the file a
 * person would write.
 */
export class ProjectEditing {
  readonly #content: StudioContent;

  constructor(content: StudioContent) {
    this.#content = content;
  }

  get #projectsDir(): string {
    return join(this.#content.contentDir, "projects");
  }

  #categories(): CategoryName[] {
    try {
      return loadCategories(this.#content.contentDir).map(({ slug, name }) => ({ slug, name }));
    } catch {
      // categories.yaml has a problem of its own; its screen shows it.
      return [];
    }
  }

  #folder(id: string): string {
    const folder = projectFolder(this.#content.contentDir, id);
    if (!folder) throw noProject(id);
    return folder;
  }

  async #read(id: string): Promise<ReadProject> {
    const folder = this.#folder(id);
    const text = await readVersioned(join(folder, projectFileName));
    if (!text) {
      if (!(await stat(folder).catch(() => undefined))?.isDirectory()) throw noProject(id);
      return {
        id,
        folder,
        version: "",
        unreadable: `the file is missing: every project folder needs a ${projectFileName}`,
      };
    }
    try {
      return { id, folder, version: text.version, file: readProjectFile(text.text) };
    } catch (error) {
      return {
        id,
        folder,
        version: text.version,
        unreadable: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** The build's problems with a project file, sorted by when they matter. */
  #check(folder: string, file: ProjectFile, categories: readonly CategoryName[]): ContentProblems {
    const found = checkContent(projectFrontmatterSchema, file.doc.toJS());
    const references = projectReferences(file);
    if (!references) return found;
    const slugs = categories.map((category) => category.slug);
    const shownOnHome =
      projectFields(file).visibility === "private"
        ? slideshowShowsPrivateProject(basename(folder), slideshowFiles(this.#content.contentDir))
        : undefined;
    return withProblems(found, [
      ...projectProblems(folder, references, slugs),
      ...(shownOnHome ? [shownOnHome] : []),
    ]);
  }

  /** When each project got its visitors' password, from the server's data folder. */
  #passwordTimes(): Map<string, number> {
    return PrivatePasswords.setTimes(this.#content.dataDir);
  }

  /**
   * The build's problems, and for a private project without a password in the server's data
   * folder, that the build would stop at it. Saving may go on: the password is kept on the
   * server, not in the file, and only publishing needs it.
   */
  #checkForPublishing(
    folder: string,
    file: ProjectFile,
    categories: readonly CategoryName[],
    hasPassword: boolean,
  ): ContentProblems {
    const found = this.#check(folder, file, categories);
    const isPrivate = projectFields(file).visibility === "private";
    const reported = [...found.problems, ...found.needed].some(
      (problem) => problem.field === "visibility",
    );
    if (!isPrivate || reported || hasPassword) return found;
    return { ...found, needed: [...found.needed, passwordNeededInStudio()] };
  }

  async #ids(): Promise<string[]> {
    const entries = await readdir(this.#projectsDir, { withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  async #summary(
    id: string,
    categories: readonly CategoryName[],
    passwords: ReadonlyMap<string, number>,
  ): Promise<ProjectSummary> {
    const unpublished = await this.#content.published.changed([`projects/${id}`]);
    const project = isProjectId(id) ? await this.#read(id) : undefined;
    if (!project?.file) {
      const message =
        project?.unreadable ??
        "a project folder's name is its address and must be lower-case words joined by hyphens, such as super-cats";
      return {
        id,
        title: id,
        year: "",
        category: "",
        imageCount: 0,
        unpublished,
        draft: false,
        liveFrom: "",
        liveUntil: "",
        problems: [{ field: "", message }],
        needed: [],
      };
    }
    const fields = projectFields(project.file);
    const lead = fields.images.find((image) => !isPlaceholderPath(image.file));
    const leadFile = lead && fileInside(project.folder, lead.file);
    const hasLead = leadFile && (await stat(leadFile).catch(() => undefined))?.isFile();
    return {
      id,
      title: fields.title || id,
      year: fields.year,
      category: fields.category,
      imageCount: fields.images.length,
      ...(hasLead && lead ? { thumbnail: previewAddress(`projects/${id}/${lead.file}`) } : {}),
      unpublished,
      draft: fields.draft,
      liveFrom: fields.liveFrom,
      liveUntil: fields.liveUntil,
      ...this.#checkForPublishing(project.folder, project.file, categories, passwords.has(id)),
    };
  }

  /** Every project by category, in the Portfolio's order: newest first, then by address. */
  async list(): Promise<ProjectList> {
    const categories = this.#categories();
    const passwords = this.#passwordTimes();
    const summaries: ProjectSummary[] = [];
    for (const id of await this.#ids()) {
      summaries.push(await this.#summary(id, categories, passwords));
    }
    const ordered = newestFirst(summaries);
    const slugs = new Set(categories.map((category) => category.slug));
    return {
      groups: categories.map((category) => ({
        category,
        projects: ordered.filter((project) => project.category === category.slug),
      })),
      unsorted: ordered.filter((project) => !slugs.has(project.category)),
      categories,
    };
  }

  async #images(id: string, folder: string, fields: ProjectFields) {
    const images: Record<string, StudioImageFacts> = {};
    for (const { file } of fields.images) {
      const path = fileInside(folder, file);
      if (!path || !(await stat(path).catch(() => undefined))?.isFile()) continue;
      images[file] = { preview: previewAddress(`projects/${id}/${file}`) };
    }
    return images;
  }

  /** One project as its form shows it. */
  async editor(id: string): Promise<ProjectEditor> {
    const project = await this.#read(id);
    if (!project.file) {
      return { id, readable: false, version: project.version, problem: project.unreadable ?? "" };
    }
    const categories = this.#categories();
    const fields = projectFields(project.file);
    const names = await readdir(project.folder).catch(() => []);
    const passwordSetAt = this.#passwordTimes().get(id);
    return {
      id,
      readable: true,
      version: project.version,
      fields,
      images: await this.#images(id, project.folder, fields),
      unpublished: await this.#content.published.changed([`projects/${id}`]),
      categories,
      videoFiles: names.filter((name) => videoFilePattern.test(name)).sort(),
      timeZone: siteTimeZone(this.#content.contentDir),
      passwordSetAt: passwordSetAt ?? null,
      ...this.#checkForPublishing(
        project.folder,
        project.file,
        categories,
        passwordSetAt !== undefined,
      ),
    };
  }

  /** Refuses an address that is not a project's folder, as every change of a project does. */
  async mustExist(id: string): Promise<void> {
    const folder = this.#folder(id);
    if (!(await stat(folder).catch(() => undefined))?.isDirectory()) throw noProject(id);
  }

  /** Why `id` cannot be a new project's address, or undefined when it can. */
  async addressProblem(id: string): Promise<string | undefined> {
    if (!isProjectId(id)) {
      return "an address is lower-case words joined by hyphens, such as night-swim";
    }
    if (isStandInProjectId(id)) return `"${id}" is kept for the site's own pages; choose another`;
    const taken = (await this.#ids()).some((folder) => folder.toLowerCase() === id);
    return taken
      ? `the address /project/${id} is taken by another project; choose another`
      : undefined;
  }

  /** Makes a new project's folder and project.md, with the title and what a project needs. */
  async create(title: string, id: string): Promise<void> {
    const titleCheck = projectFrontmatterSchema.shape.title.safeParse(title);
    const problems: FieldProblem[] = [];
    if (!titleCheck.success) {
      problems.push({ field: "title", message: titleCheck.error.issues[0]?.message ?? "" });
    }
    await this.#content.serially(async () => {
      const addressProblem = await this.addressProblem(id);
      if (addressProblem) problems.push({ field: "id", message: addressProblem });
      if (problems.length > 0) throw notValid("the new project", problems);
      const category = this.#categories()[0]?.slug ?? "";
      const year = String(new Date(this.#content.clock()).getUTCFullYear());
      const file = newProjectFile({ title: title.trim(), year, category });
      // Made beside the other projects under a hidden name, then renamed: the build never
      // sees a folder without its project.md.
      await mkdir(this.#projectsDir, { recursive: true });
      await removeLeftoverTemporaries(this.#projectsDir);
      const making = temporaryFile(this.#projectsDir);
      await mkdir(making);
      try {
        await writeFileAtomically(join(making, projectFileName), projectText(file));
        await rename(making, this.#folder(id));
      } catch (error) {
        await rm(making, { recursive: true, force: true });
        throw error;
      }
    });
  }

  /** Saves the form's fields, if the build would take them. */
  async save(id: string, version: string, fields: ProjectFields): Promise<ProjectEditor> {
    const folder = this.#folder(id);
    const file = join(folder, projectFileName);
    await this.#content.edit(file, frontmatterFormat, version, (project) => {
      applyProjectFields(project, fields);
      this.#refuseIfInvalid(folder, project);
    });
    return this.editor(id);
  }

  /** Takes a project out of the content folder into the trash, whole. */
  async remove(id: string, version: string): Promise<string> {
    const folder = this.#folder(id);
    const file = join(folder, projectFileName);
    return this.#content.serially(async () => {
      const current = await readVersioned(file);
      if (!current) throw noProject(id);
      if (current.version !== version) {
        throw new EditRefused(
          409,
          "conflict",
          `${this.#content.shown(file)} was changed since this page loaded it, so the project was not deleted. Load it again and look before deleting it.`,
        );
      }
      return this.#content.trash.keep([folder]);
    });
  }

  /**
   * Adds an uploaded picture as the project's last image, under the next free number. Its alt
   * text is written next, on the form; until then the project says it needs one.
   */
  async addImage(id: string, version: string, upload: string): Promise<ProjectEditor> {
    const folder = this.#folder(id);
    const file = join(folder, projectFileName);
    await this.#content.withUpload(upload, (checked) =>
      this.#content.edit(file, frontmatterFormat, version, async (project) => {
        this.#refuseIfInvalid(folder, project);
        const { name } = await checked.take(folder);
        const fields = projectFields(project);
        applyProjectFields(project, {
          ...fields,
          images: [
            ...fields.images,
            { file: name, alt: "", title: "", focus: "", ...noWorkFields },
          ],
        });
      }),
    );
    return this.editor(id);
  }

  /** Refuses the change while the file has problems the build would refuse. */
  #refuseIfInvalid(folder: string, project: ProjectFile): void {
    refuseInvalid("this project", this.#check(folder, project, this.#categories()).problems);
  }

  /** The image entry at `index` of the file, or the answer that there is none. */
  #imageAt(project: ProjectFile, index: number): { file: string } {
    const list = project.doc.get("images", true);
    const item = isSeq(list) ? list.items[index] : undefined;
    const file = isMap(item) ? item.get("file") : undefined;
    if (typeof file !== "string") {
      throw new EditRefused(404, "not_found", `The project has no image number ${index + 1}.`);
    }
    return { file };
  }

  /** Keeps a picture the project no longer names in the trash, if it is a file of its folder. */
  async #keepUnused(folder: string, project: ProjectFile, name: string): Promise<void> {
    const references = projectReferences(project);
    const named = [
      ...(references?.images.map((image) => image.file) ?? []),
      references?.video,
      references?.poster,
    ];
    if (named.includes(name)) return;
    const path = fileInside(folder, name);
    if (path && (await stat(path).catch(() => undefined))?.isFile()) {
      await this.#content.trash.keep([path]);
    }
  }

  /** Puts an uploaded picture in place of image `index`; the old file goes to the trash. */
  async replaceImage(
    id: string,
    index: number,
    version: string,
    upload: string,
  ): Promise<ProjectEditor> {
    const folder = this.#folder(id);
    const file = join(folder, projectFileName);
    await this.#content.withUpload(upload, (checked) =>
      this.#content.edit(file, frontmatterFormat, version, async (project) => {
        const old = this.#imageAt(project, index);
        this.#refuseIfInvalid(folder, project);
        const { name } = await checked.take(folder);
        project.doc.setIn(["images", index, "file"], name);
        return () => this.#keepUnused(folder, project, old.file);
      }),
    );
    return this.editor(id);
  }

  /** Takes image `index` out of the project; its file goes to the trash. */
  async removeImage(id: string, index: number, version: string): Promise<ProjectEditor> {
    const folder = this.#folder(id);
    const file = join(folder, projectFileName);
    await this.#content.edit(file, frontmatterFormat, version, (project) => {
      const old = this.#imageAt(project, index);
      project.doc.deleteIn(["images", index]);
      return () => this.#keepUnused(folder, project, old.file);
    });
    return this.editor(id);
  }
}
