import { stat } from "node:fs/promises";
import { join } from "node:path";
import { portraitProblem } from "../../core/content/about.server.ts";
import { aboutFrontmatterSchema } from "../../core/content/about-schema.ts";
import type { AboutEditor, AboutFields, ContentProblems } from "../../core/studio/content-api.ts";
import { fileInside } from "./content-paths.ts";
import { checkContent, withProblems } from "./content-problems.ts";
import { EditRefused, notValid, unreadable } from "./edit-refused.ts";
import { readVersioned } from "./file-version.ts";
import {
  bodyText,
  type FrontmatterFile,
  frontmatterText,
  readFrontmatterFile,
  setBodyText,
} from "./frontmatter-file.ts";
import { previewAddress } from "./project-editing.ts";
import type { StudioContent } from "./studio-content.ts";
import { setValue } from "./yaml-edit.ts";

/** The folder of content/ where an uploaded portrait goes. */
const portraitFolder = "about";

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The About page, content/about.md: its text, its portrait and the portrait's alt text. */
export class AboutEditing {
  readonly #content: StudioContent;

  constructor(content: StudioContent) {
    this.#content = content;
  }

  get #file(): string {
    return join(this.#content.contentDir, "about.md");
  }

  #parse(source: string): FrontmatterFile {
    try {
      return readFrontmatterFile(source);
    } catch (error) {
      throw unreadable(this.#content.shown(this.#file), error);
    }
  }

  #check(file: FrontmatterFile): ContentProblems {
    const found = checkContent(aboutFrontmatterSchema, file.doc.toJS());
    const portrait = text(file.doc.get("portrait"));
    if (!portrait || !fileInside(this.#content.contentDir, portrait)) return found;
    const problem = portraitProblem(this.#content.contentDir, portrait);
    return withProblems(found, problem ? [{ field: "portrait", message: problem }] : []);
  }

  async editor(): Promise<AboutEditor> {
    const current = await readVersioned(this.#file);
    if (!current) throw new EditRefused(404, "not_found", "content/about.md is missing.");
    const file = this.#parse(current.text);
    const portrait = text(file.doc.get("portrait"));
    const path = fileInside(this.#content.contentDir, portrait);
    const shown = path && (await stat(path).catch(() => undefined))?.isFile();
    return {
      version: current.version,
      fields: { portraitAlt: text(file.doc.get("portraitAlt")), text: bodyText(file) },
      portrait,
      ...(shown ? { portraitImage: { preview: previewAddress(portrait) } } : {}),
      unpublished: await this.#content.published.changed(["about.md", portraitFolder]),
      ...this.#check(file),
    };
  }

  #refuseIfInvalid(file: FrontmatterFile): void {
    const { problems, needed } = this.#check(file);
    const all = [...problems, ...needed];
    if (all.length > 0) throw notValid("the About page", all);
  }

  async save(version: string, fields: AboutFields): Promise<AboutEditor> {
    await this.#content.change(this.#file, version, ({ text: source }) => {
      const file = this.#parse(source);
      const alt = fields.portraitAlt.trim();
      if (alt !== text(file.doc.get("portraitAlt"))) setValue(file.doc, ["portraitAlt"], alt);
      setBodyText(file, fields.text);
      this.#refuseIfInvalid(file);
      return { text: frontmatterText(file) };
    });
    return this.editor();
  }

  /**
   * Puts an uploaded picture in place of the portrait. The old one, if it was uploaded into
   * content/about/, goes to the trash; the alt text stays, for the artist to check.
   */
  async replacePortrait(version: string, upload: string): Promise<AboutEditor> {
    await this.#content.withUpload(upload, (checked) =>
      this.#content.change(this.#file, version, async ({ text: source }) => {
        const file = this.#parse(source);
        const old = text(file.doc.get("portrait"));
        const { name } = await checked.take(join(this.#content.contentDir, portraitFolder));
        setValue(file.doc, ["portrait"], `${portraitFolder}/${name}`);
        this.#refuseIfInvalid(file);
        const oldFile = old.startsWith(`${portraitFolder}/`)
          ? fileInside(this.#content.contentDir, old)
          : undefined;
        const after = async () => {
          if (oldFile && (await stat(oldFile).catch(() => undefined))?.isFile()) {
            await this.#content.trash.keep([oldFile]);
          }
        };
        return { text: frontmatterText(file), after };
      }),
    );
    return this.editor();
  }
}
