import { unreadable } from "./edit-refused.ts";
import { type FrontmatterFile, frontmatterText, readFrontmatterFile } from "./frontmatter-file.ts";
import { readEditableYaml, type YamlFile, yamlText } from "./yaml-file.ts";

/** How one kind of content file is read for editing and written back. */
export interface ContentFormat<F> {
  /** Reads the file's text; text that cannot be read is refused, naming the file as `shown`. */
  read(text: string, shown: string): F;
  text(file: F): string;
}

/** A YAML file: site.yaml, categories.yaml, home.yaml. */
export const yamlFormat: ContentFormat<YamlFile> = { read: readEditableYaml, text: yamlText };

/** Markdown with YAML frontmatter: about.md, each project.md. */
export const frontmatterFormat: ContentFormat<FrontmatterFile> = {
  read(text, shown) {
    try {
      return readFrontmatterFile(text);
    } catch (error) {
      throw unreadable(shown, error);
    }
  },
  text: frontmatterText,
};
