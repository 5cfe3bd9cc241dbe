import { Document, isMap, isSeq, type Node, YAMLSeq } from "yaml";
import { projectFrontmatterSchema } from "../../app/content/project-schema.ts";
import type { ProjectFileReferences } from "../../app/content/projects.server.ts";
import type { ProjectFields, ProjectImageFields } from "../../app/studio/content-api.ts";
import {
  bodyText,
  type FrontmatterFile,
  frontmatterText,
  readFrontmatterFile,
  setBodyText,
} from "./frontmatter-file.ts";
import { setValue } from "./yaml-edit.ts";

/** The order of a project's fields, as the schema (and the content guide) lists them. */
const fieldOrder: readonly string[] = Object.keys(projectFrontmatterSchema.shape);

/** The text fields of the form, each one key of the frontmatter. */
const textFields = [
  "title",
  "year",
  "category",
  "type",
  "medium",
  "dimensions",
  "videoUrl",
  "video",
  "poster",
] as const;
/** Fields a project must have: left empty they stay in the file, for the schema to report. */
const requiredFields = new Set(["title", "year", "category", "type"]);

/** A project.md being edited. */
export type ProjectFile = FrontmatterFile;

/** Reads project.md's text for editing; text that cannot be read throws the build's message. */
export const readProjectFile = readFrontmatterFile;

/** A new project's file: its title and the fields a project needs, ready to be filled in. */
export function newProjectFile(fields: {
  title: string;
  year: string;
  category: string;
}): ProjectFile {
  const doc = new Document({ ...fields, type: "image", images: [] });
  return { doc, body: "", eol: "\n" };
}

export const projectText = frontmatterText;

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" ? String(value) : "";
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The frontmatter as plain data, as the build reads it. */
function projectData(file: ProjectFile): unknown {
  return file.doc.toJS();
}

/**
 * The project's fields as the form shows them. A value of the wrong kind (a hand edit) shows as
 * empty, and the schema's problem for it is shown beside the field.
 */
export function projectFields(file: ProjectFile): ProjectFields {
  const data = record(projectData(file));
  const layout = record(data.layout);
  const images = Array.isArray(data.images) ? data.images : [];
  return {
    title: asText(data.title),
    year: asText(data.year),
    category: asText(data.category),
    type: asText(data.type),
    medium: asText(data.medium),
    dimensions: asText(data.dimensions),
    videoUrl: asText(data.videoUrl),
    video: asText(data.video),
    poster: asText(data.poster),
    layout: {
      columns: typeof layout.columns === "number" ? layout.columns : 2,
      bordered: layout.bordered === true,
    },
    images: images.map((image) => {
      const fields = record(image);
      return { file: asText(fields.file), alt: asText(fields.alt) };
    }),
    description: bodyText(file),
  };
}

/** What the project names outside its file, when the data has the shape to say it. */
export function projectReferences(file: ProjectFile): ProjectFileReferences | undefined {
  const data = record(projectData(file));
  if (typeof data.category !== "string" || !Array.isArray(data.images)) return undefined;
  const images = data.images.map((image) => record(image).file);
  if (!images.every((name) => typeof name === "string")) return undefined;
  const optional = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    category: data.category,
    images: images.map((name) => ({ file: String(name) })),
    video: optional(data.video),
    poster: optional(data.poster),
  };
}

function sameImages(a: readonly ProjectImageFields[], b: readonly ProjectImageFields[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The images list in a new order and with new alt texts. Entries already in the file are
 * moved, not rewritten, so their comments and any fields the form does not show stay with them.
 */
function writeImages(file: ProjectFile, images: readonly ProjectImageFields[]): void {
  const { doc } = file;
  const current = doc.get("images", true);
  const unused = isSeq(current) ? [...current.items] : [];
  const items = images.map((image) => {
    const index = unused.findIndex((item) => isMap(item) && item.get("file") === image.file);
    const [found] = index >= 0 ? unused.splice(index, 1) : [];
    const alt = image.alt.trim();
    if (isMap(found)) {
      if (alt) found.set("alt", alt);
      else found.delete("alt");
      return found;
    }
    return doc.createNode(alt ? { file: image.file, alt } : { file: image.file });
  });
  if (isSeq(current)) {
    // `images: []`, as a new project starts, grows into a list written one picture a line.
    if (current.items.length === 0) current.flow = false;
    current.items = items;
    return;
  }
  const list = new YAMLSeq<Node>();
  list.items = items;
  setValue(doc, ["images"], list, fieldOrder);
}

/**
 * Writes the form's fields into the file, changing only the fields whose value changed: the
 * rest of the file, its comments, its order and any field the form does not know, stays as it
 * was written.
 */
export function applyProjectFields(file: ProjectFile, next: ProjectFields): void {
  const before = projectFields(file);
  for (const field of textFields) {
    const value = next[field].trim();
    if (value === before[field]) continue;
    setValue(
      file.doc,
      [field],
      value === "" && !requiredFields.has(field) ? undefined : value,
      fieldOrder,
    );
  }
  if (next.layout.columns !== before.layout.columns) {
    setValue(file.doc, ["layout", "columns"], next.layout.columns, fieldOrder);
  }
  if (next.layout.bordered !== before.layout.bordered) {
    setValue(file.doc, ["layout", "bordered"], next.layout.bordered, fieldOrder);
  }
  if (!sameImages(next.images, before.images)) writeImages(file, next.images);
  setBodyText(file, next.description);
}
