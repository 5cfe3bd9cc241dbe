import { stat } from "node:fs/promises";
import { join } from "node:path";
import { portraitProblem } from "../../core/content/about.server.ts";
import { aboutFrontmatterSchema } from "../../core/content/about-schema.ts";
import type { AboutEditor, AboutFields, ContentProblems } from "../../core/studio/content-api.ts";
import { ContentFileEditing } from "./content-file-editing.ts";
import { frontmatterFormat } from "./content-format.ts";
import { fileInside } from "./content-paths.ts";
import { checkContent, withProblems } from "./content-problems.ts";
import { refuseInvalid } from "./edit-refused.ts";
import { bodyText, type FrontmatterFile, setBodyText } from "./frontmatter-file.ts";
import { previewAddress } from "./project-editing.ts";
import type { StudioContent } from "./studio-content.ts";
import { setValue } from "./yaml-edit.ts";

/** The folder of content/ where an uploaded portrait goes. */
const portraitFolder = "about";

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The About page, content/about.md: its text, its portrait and the portrait's alt text. */
export class AboutEditing extends ContentFileEditing<FrontmatterFile> {
  constructor(content: StudioContent) {
    super(content, "about.md", frontmatterFormat);
  }

  #check(file: FrontmatterFile): ContentProblems {
    const found = checkContent(aboutFrontmatterSchema, file.doc.toJS());
    const portrait = text(file.doc.get("portrait"));
    if (!portrait || !fileInside(this.content.contentDir, portrait)) return found;
    const problem = portraitProblem(this.content.contentDir, portrait);
    return withProblems(found, problem ? [{ field: "portrait", message: problem }] : []);
  }

  async editor(): Promise<AboutEditor> {
    const { version, file } = await this.current();
    const portrait = text(file.doc.get("portrait"));
    const path = fileInside(this.content.contentDir, portrait);
    const shown = path && (await stat(path).catch(() => undefined))?.isFile();
    return {
      version,
      fields: { portraitAlt: text(file.doc.get("portraitAlt")), text: bodyText(file) },
      portrait,
      ...(shown ? { portraitImage: { preview: previewAddress(portrait) } } : {}),
      unpublished: await this.unpublished(portraitFolder),
      ...this.#check(file),
    };
  }

  #refuseIfInvalid(file: FrontmatterFile): void {
    const { problems, needed } = this.#check(file);
    refuseInvalid("the About page", [...problems, ...needed]);
  }

  async save(version: string, fields: AboutFields): Promise<AboutEditor> {
    await this.change(version, (file) => {
      const alt = fields.portraitAlt.trim();
      if (alt !== text(file.doc.get("portraitAlt"))) setValue(file.doc, ["portraitAlt"], alt);
      setBodyText(file, fields.text);
      this.#refuseIfInvalid(file);
    });
    return this.editor();
  }

  /**
   * Puts an uploaded picture in place of the portrait. The old one, if it was uploaded into
   * content/about/, goes to the trash; the alt text stays, for the artist to check.
   */
  async replacePortrait(version: string, upload: string): Promise<AboutEditor> {
    await this.content.withUpload(upload, (checked) =>
      this.change(version, async (file) => {
        const old = text(file.doc.get("portrait"));
        const { name } = await checked.take(join(this.content.contentDir, portraitFolder));
        setValue(file.doc, ["portrait"], `${portraitFolder}/${name}`);
        this.#refuseIfInvalid(file);
        const oldFile = old.startsWith(`${portraitFolder}/`)
          ? fileInside(this.content.contentDir, old)
          : undefined;
        return async () => {
          if (oldFile && (await stat(oldFile).catch(() => undefined))?.isFile()) {
            await this.content.trash.keep([oldFile]);
          }
        };
      }),
    );
    return this.editor();
  }
}
