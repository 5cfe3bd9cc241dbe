import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { isMap, isSeq, type Node, YAMLSeq } from "yaml";
import { slideProblems } from "../../core/content/home.server.ts";
import { homeSchema } from "../../core/content/home-schema.ts";
import { privateSlideProblems } from "../../core/content/private-slides.ts";
import { projectFileName } from "../../core/content/projects.server.ts";
import { isPlaceholderPath } from "../../core/images/placeholder-path.ts";
import type {
  ContentProblems,
  SlideChoice,
  SlideFields,
  SlideshowEditor,
  StudioImageFacts,
} from "../../core/studio/content-api.ts";
import { ContentFileEditing } from "./content-file-editing.ts";
import { yamlFormat } from "./content-format.ts";
import { fileInside } from "./content-paths.ts";
import { checkContent, withProblems } from "./content-problems.ts";
import { refuseInvalid } from "./edit-refused.ts";
import { readVersioned } from "./file-version.ts";
import { readFrontmatterFile } from "./frontmatter-file.ts";
import { previewAddress } from "./project-editing.ts";
import { projectFields } from "./project-file.ts";
import { privateProjectIds, slidesOf } from "./slideshow-privacy.ts";
import type { StudioContent } from "./studio-content.ts";
import { setValue } from "./yaml-edit.ts";
import type { YamlFile } from "./yaml-file.ts";

/** The folder of content/ where pictures uploaded for the slideshow go. */
const slidesFolder = "home";

/**
 * The home page's slideshow, content/home.yaml: which pictures, in which order, each with its
 * alt text and focal point. A slide is a picture of a project or one uploaded for the slideshow
 * (content/home/).
 */
export class SlideshowEditing extends ContentFileEditing<YamlFile> {
  constructor(content: StudioContent) {
    super(content, "home.yaml", yamlFormat);
  }

  #check(file: YamlFile): ContentProblems {
    const found = checkContent(homeSchema, file.doc.toJS());
    const slides = slidesOf(file).filter((slide) => slide.file !== "");
    // Paths that would leave the content folder are the schema's to report, not to look up.
    const safe = slides.filter((slide) => fileInside(this.content.contentDir, slide.file));
    return withProblems(found, [
      ...slideProblems(this.content.contentDir, safe),
      ...privateSlideProblems(slides, privateProjectIds(this.content.contentDir)),
    ]);
  }

  async #isFile(path: string): Promise<boolean> {
    const file = fileInside(this.content.contentDir, path);
    return !!file && !!(await stat(file).catch(() => undefined))?.isFile();
  }

  /** Every picture of the projects, for choosing slides. */
  async #choices(): Promise<SlideChoice[]> {
    const projectsDir = join(this.content.contentDir, "projects");
    const entries = await readdir(projectsDir, { withFileTypes: true }).catch(() => []);
    const choices: SlideChoice[] = [];
    const folders = entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort();
    for (const id of folders) {
      const text = await readVersioned(join(projectsDir, id, projectFileName));
      let fields: ReturnType<typeof projectFields>;
      try {
        if (!text) continue;
        fields = projectFields(readFrontmatterFile(text.text));
      } catch {
        continue;
      }
      // A private project's pictures are served only with its password.
      if (fields.visibility === "private") continue;
      for (const image of fields.images) {
        const file = `projects/${id}/${image.file}`;
        if (isPlaceholderPath(file) || !(await this.#isFile(file))) continue;
        choices.push({
          file,
          alt: image.alt,
          focus: image.focus,
          project: fields.title || id,
          preview: previewAddress(file),
        });
      }
    }
    return choices;
  }

  async editor(): Promise<SlideshowEditor> {
    const { version, file } = await this.current();
    const slides = slidesOf(file);
    const images: Record<string, StudioImageFacts> = {};
    for (const slide of slides) {
      if (await this.#isFile(slide.file))
        images[slide.file] = { preview: previewAddress(slide.file) };
    }
    return {
      version,
      slides,
      images,
      choices: await this.#choices(),
      unpublished: await this.unpublished(slidesFolder),
      ...this.#check(file),
    };
  }

  /**
   * Writes the slides in their new order with their alt texts and focal points, keeping each
   * entry's comments.
   */
  #writeSlides(file: YamlFile, slides: readonly SlideFields[]): void {
    const current = file.doc.get("slides", true);
    const unused = isSeq(current) ? [...(current.items as Node[])] : [];
    const items = slides.map((slide) => {
      const index = unused.findIndex((item) => isMap(item) && item.get("file") === slide.file);
      const [found] = index >= 0 ? unused.splice(index, 1) : [];
      // Empty text leaves its line out: a slide needs no alt line to be told it needs one,
      // and a picture without a focus line is framed on its centre.
      const fields = { alt: slide.alt.trim(), focus: slide.focus.trim() };
      if (isMap(found)) {
        for (const [key, value] of Object.entries(fields)) {
          if (value) found.set(key, value);
          else found.delete(key);
        }
        return found;
      }
      const written = Object.entries(fields).filter(([, value]) => value !== "");
      return file.doc.createNode({ file: slide.file, ...Object.fromEntries(written) });
    });
    if (isSeq(current)) {
      if (current.items.length === 0) current.flow = false;
      current.items = items;
    } else {
      const list = new YAMLSeq<Node>();
      list.items = items;
      setValue(file.doc, ["slides"], list);
    }
  }

  /** Pictures uploaded for the slideshow that it no longer shows go to the trash. */
  async #keepUnused(before: readonly SlideFields[], after: readonly SlideFields[]): Promise<void> {
    const shown = new Set(after.map((slide) => slide.file));
    const dropped = before
      .map((slide) => slide.file)
      .filter((path) => path.startsWith(`${slidesFolder}/`) && !shown.has(path));
    const files: string[] = [];
    for (const path of new Set(dropped)) {
      const file = fileInside(this.content.contentDir, path);
      if (file && (await this.#isFile(path))) files.push(file);
    }
    if (files.length > 0) await this.content.trash.keep(files);
  }

  #save(version: string, change: (slides: SlideFields[]) => Promise<SlideFields[]>) {
    return this.change(version, async (file) => {
      const before = slidesOf(file);
      const after = await change(before);
      this.#writeSlides(file, after);
      refuseInvalid("the slideshow", this.#check(file).problems);
      return () => this.#keepUnused(before, after);
    });
  }

  async save(version: string, slides: SlideFields[]): Promise<SlideshowEditor> {
    await this.#save(version, async () =>
      slides.map((slide) => ({ file: slide.file.trim(), alt: slide.alt, focus: slide.focus })),
    );
    return this.editor();
  }

  /** Adds an uploaded picture as the last slide; its alt text is written next. */
  async addUpload(version: string, upload: string): Promise<SlideshowEditor> {
    await this.content.withUpload(upload, (checked) =>
      this.#save(version, async (slides) => {
        const { name } = await checked.take(join(this.content.contentDir, slidesFolder));
        return [...slides, { file: `${slidesFolder}/${name}`, alt: "", focus: "" }];
      }),
    );
    return this.editor();
  }
}
