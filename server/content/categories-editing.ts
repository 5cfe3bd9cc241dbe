import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { isMap, isSeq, type Node, type YAMLMap } from "yaml";
import type { FieldProblem } from "../../core/content/field-problem.ts";
import { projectFileName } from "../../core/content/projects.server.ts";
import { categoriesSchema } from "../../core/content/site-schema.ts";
import type {
  CategoriesEditor,
  CategoryFields,
  ContentProblems,
} from "../../core/studio/content-api.ts";
import { ContentFileEditing } from "./content-file-editing.ts";
import { yamlFormat } from "./content-format.ts";
import { checkContent, withProblems } from "./content-problems.ts";
import { refuseInvalid } from "./edit-refused.ts";
import { readVersioned } from "./file-version.ts";
import { readFrontmatterFile } from "./frontmatter-file.ts";
import type { StudioContent } from "./studio-content.ts";
import type { YamlFile } from "./yaml-file.ts";

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => String(item)) : [];
}

function categoriesOf(file: YamlFile): CategoryFields[] {
  const data = file.doc.toJS();
  if (!Array.isArray(data)) return [];
  return data.map((item) => {
    const fields = typeof item === "object" && item !== null ? item : {};
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return { name: text(fields.name), slug: text(fields.slug), aliases: textList(fields.aliases) };
  });
}

/** Writes the category's name and old addresses into its entry of the file, only where changed. */
function updateEntry(file: YamlFile, entry: YAMLMap, next: CategoryFields): void {
  if (entry.get("name") !== next.name) entry.set("name", next.name);
  if (entry.get("slug") !== next.slug) entry.set("slug", next.slug);
  const aliases = entry.get("aliases", true);
  const before = isSeq(aliases) ? textList(aliases.toJSON()) : [];
  if (JSON.stringify(before) === JSON.stringify(next.aliases)) return;
  if (next.aliases.length === 0) entry.delete("aliases");
  else if (isSeq(aliases)) aliases.items = next.aliases.map((alias) => file.doc.createNode(alias));
  else entry.set("aliases", file.doc.createNode(next.aliases, { flow: true }));
}

/**
 * The portfolio's categories, content/categories.yaml: their names, order and old addresses.
 * A category that projects belong to keeps its slug (their files name it); one without
 * projects may be renamed or removed.
 */
export class CategoriesEditing extends ContentFileEditing<YamlFile> {
  constructor(content: StudioContent) {
    super(content, "categories.yaml", yamlFormat);
  }

  /** How many projects name each category, read loosely from every project.md. */
  async #usage(): Promise<Record<string, string[]>> {
    const projectsDir = join(this.content.contentDir, "projects");
    const entries = await readdir(projectsDir, { withFileTypes: true }).catch(() => []);
    const usage: Record<string, string[]> = {};
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
      const text = await readVersioned(join(projectsDir, entry.name, projectFileName));
      let category: unknown;
      try {
        category = text ? readFrontmatterFile(text.text).doc.get("category") : undefined;
      } catch {
        continue;
      }
      if (typeof category !== "string") continue;
      usage[category] = [...(usage[category] ?? []), entry.name];
    }
    return usage;
  }

  #check(file: YamlFile, usage: Record<string, string[]>): ContentProblems {
    const found = checkContent(categoriesSchema, file.doc.toJS());
    const categories = categoriesOf(file);
    const more: FieldProblem[] = [];
    const seen = new Set<string>();
    categories.forEach((category, index) => {
      for (const [field, address] of [
        ["slug", category.slug],
        ...category.aliases.map((alias, at) => [`aliases.${at}`, alias]),
      ] as const) {
        if (seen.has(address)) {
          more.push({
            field: `${index}.${field}`,
            message: `the address "${address}" is used by another category or alias`,
          });
        }
        seen.add(address);
      }
    });
    const slugs = new Set(categories.map((category) => category.slug));
    for (const [slug, projects] of Object.entries(usage)) {
      if (slugs.has(slug)) continue;
      const count = projects.length === 1 ? "1 project" : `${projects.length} projects`;
      more.push({
        field: "",
        message: `"${slug}" is the category of ${count} (${projects.join(", ")}): keep it, or give them another category first`,
      });
    }
    return withProblems(found, more);
  }

  async editor(): Promise<CategoriesEditor> {
    const { version, file } = await this.current();
    const usage = await this.#usage();
    return {
      version,
      categories: categoriesOf(file),
      usage: Object.fromEntries(Object.entries(usage).map(([slug, ids]) => [slug, ids.length])),
      unpublished: await this.unpublished(),
      ...this.#check(file, usage),
    };
  }

  async save(version: string, categories: CategoryFields[]): Promise<CategoriesEditor> {
    const usage = await this.#usage();
    await this.change(version, (file) => {
      const list = file.doc.contents;
      const unused: Node[] = isSeq(list) ? [...(list.items as Node[])] : [];
      const items = categories.map((raw) => {
        const next = {
          name: raw.name.trim(),
          slug: raw.slug.trim(),
          aliases: raw.aliases.map((alias) => alias.trim()).filter(Boolean),
        };
        const index = unused.findIndex((item) => isMap(item) && item.get("slug") === next.slug);
        const [entry] = index >= 0 ? unused.splice(index, 1) : [];
        if (isMap(entry)) {
          updateEntry(file, entry, next);
          return entry;
        }
        const created = file.doc.createNode({ name: next.name, slug: next.slug });
        if (next.aliases.length > 0) {
          created.add(
            file.doc.createPair("aliases", file.doc.createNode(next.aliases, { flow: true })),
          );
        }
        return created;
      });
      if (isSeq(list)) list.items = items;
      else file.doc.contents = file.doc.createNode(items);
      const { problems, needed } = this.#check(file, usage);
      refuseInvalid("the categories", [...problems, ...needed]);
    });
    return this.editor();
  }
}
