import { join } from "node:path";
import type { ContentFormat } from "./content-format.ts";
import { EditRefused } from "./edit-refused.ts";
import { readVersioned } from "./file-version.ts";
import type { AfterWrite, StudioContent } from "./studio-content.ts";

/**
 * One file of content/ that a Studio screen edits (site.yaml, categories.yaml, home.yaml,
 * about.md): reading it with its version, changing it from the version the page showed, and
 * whether it differs from the live site's. A screen's class adds what the file holds and how
 * its form maps onto it.
 */
export abstract class ContentFileEditing<F> {
  protected readonly content: StudioContent;
  /** The file's path inside content/. */
  readonly #name: string;
  readonly #format: ContentFormat<F>;

  constructor(content: StudioContent, name: string, format: ContentFormat<F>) {
    this.content = content;
    this.#name = name;
    this.#format = format;
  }

  get #file(): string {
    return join(this.content.contentDir, this.#name);
  }

  /** The file as it is now, and its version; a missing file is refused (404). */
  protected async current(): Promise<{ version: string; file: F }> {
    const current = await readVersioned(this.#file);
    if (!current) throw new EditRefused(404, "not_found", `content/${this.#name} is missing.`);
    return {
      version: current.version,
      file: this.#format.read(current.text, this.content.shown(this.#file)),
    };
  }

  /** Changes the file from `version` (see `StudioContent.edit`). */
  protected change(
    version: string,
    edit: (file: F) => AfterWrite | undefined | Promise<AfterWrite | undefined>,
  ): Promise<void> {
    return this.content.edit(this.#file, this.#format, version, edit);
  }

  /** Whether the file, or the folders of pictures it names, differ from the live site's. */
  protected unpublished(...folders: string[]): Promise<boolean> {
    return this.content.published.changed([this.#name, ...folders]);
  }
}
