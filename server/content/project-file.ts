import { Document, isMap, isSeq, type Node, YAMLSeq } from "yaml";
import { projectFrontmatterSchema } from "../../core/content/project-schema.ts";
import type { ProjectFileReferences } from "../../core/content/projects.server.ts";
import {
  type ProjectFields,
  type ProjectImageFields,
  type WorkFields,
  workFieldNames,
} from "../../core/studio/content-api.ts";
import {
  bodyText,
  type FrontmatterFile,
  frontmatterText,
  readFrontmatterFile,
  setBodyText,
} from "./frontmatter-file.ts";
import { setEntry, setValue } from "./yaml-edit.ts";

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
  "liveFrom",
  "liveUntil",
] as const;
/** The times of a project's live window, which the form may send with a `T`. */
const liveTimes = new Set<string>(["liveFrom", "liveUntil"]);
/** Fields a project must have: left empty they stay in the file, for the schema to report. */
const requiredFields = new Set(["title", "year", "category", "type"]);
/** The fields of an image the form edits, after its file. */
type ImageKey = "alt" | "title" | "focus" | keyof WorkFields;
const imageKeys: readonly ImageKey[] = ["alt", "title", "focus", ...workFieldNames];
/** The order of an image's fields, as the content guide writes them. */
const imageFieldOrder = ["file", ...imageKeys];
/** A project without `visibility:` is public. */
const defaultVisibility = "public";

/** A project.md being edited. */
export type ProjectFile = FrontmatterFile;

/** Reads project.md's text for editing; text that cannot be read throws the build's message. */
export const readProjectFile = readFrontmatterFile;

/**
 * A new project's file: its title and the fields a project needs, ready to be filled in. It
 * starts as a draft, so that until the artist marks it ready it never holds up a publish.
 */
export function newProjectFile(fields: {
  title: string;
  year: string;
  category: string;
}): ProjectFile {
  const doc = new Document({ ...fields, type: "image", draft: true, images: [] });
  return { doc, body: "", eol: "\n" };
}

export const projectText = frontmatterText;

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" ? String(value) : "";
}

/** The facts of a work as the form shows them. */
function workOf(data: Record<string, unknown>): WorkFields {
  return {
    availability: asText(data.availability),
    price: asText(data.price),
    currency: asText(data.currency),
    edition: asText(data.edition),
    framed: typeof data.framed === "boolean" ? String(data.framed) : asText(data.framed),
  };
}

/**
 * A work field's value as the file holds it: a plain number for a price, true or false for
 * framing, text otherwise; undefined (left out) when empty. Anything else stays text, for the
 * schema to report in its own words.
 */
function workValue(field: keyof WorkFields, text: string): unknown {
  const value = text.trim();
  if (value === "") return undefined;
  if (field === "price" && /^\d+(?:\.\d+)?$/.test(value)) return Number(value);
  if (field === "framed" && (value === "true" || value === "false")) return value === "true";
  return value;
}

/** An image's field as the file holds it: its text fields trimmed, empty left out. */
function imageValue(key: ImageKey, text: string): unknown {
  return key === "alt" || key === "title" || key === "focus"
    ? text.trim() || undefined
    : workValue(key, text);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** An image entry as the form shows it. */
function imageFieldsOf(image: unknown): ProjectImageFields {
  const fields = record(image);
  return {
    file: asText(fields.file),
    alt: asText(fields.alt),
    title: asText(fields.title),
    focus: asText(fields.focus),
    ...workOf(fields),
  };
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
    draft: data.draft === true,
    liveFrom: asText(data.liveFrom),
    liveUntil: asText(data.liveUntil),
    visibility: asText(data.visibility) || defaultVisibility,
    ...workOf(data),
    layout: {
      columns: typeof layout.columns === "number" ? layout.columns : 2,
      bordered: layout.bordered === true,
    },
    images: images.map(imageFieldsOf),
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
 * The images list in a new order and with new alt texts, titles and work details. Entries
 * already in the file are moved, not rewritten: only the fields that changed are set, so their
 * comments and any field the schema does not know stay with them.
 */
function writeImages(file: ProjectFile, images: readonly ProjectImageFields[]): void {
  const { doc } = file;
  const current = doc.get("images", true);
  const unused = isSeq(current) ? [...current.items] : [];
  const items = images.map((image) => {
    const index = unused.findIndex((item) => isMap(item) && item.get("file") === image.file);
    const [found] = index >= 0 ? unused.splice(index, 1) : [];
    const entry = isMap(found) ? found : doc.createNode({ file: image.file });
    const before = imageFieldsOf(isMap(found) ? found.toJSON() : {});
    for (const key of imageKeys) {
      // What the form shows unchanged stays exactly as it was written.
      if (isMap(found) && before[key] === image[key]) continue;
      setEntry(doc, entry, key, imageValue(key, image[key]), imageFieldOrder);
    }
    return entry;
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
    // A browser's datetime-local value is written as project.md writes a time.
    const value = liveTimes.has(field) ? next[field].trim().replace("T", " ") : next[field].trim();
    if (value === before[field]) continue;
    setValue(
      file.doc,
      [field],
      value === "" && !requiredFields.has(field) ? undefined : value,
      fieldOrder,
    );
  }
  if (next.visibility.trim() !== before.visibility) {
    const visibility = next.visibility.trim();
    // Public is what a project without the field is: the line goes rather than saying so.
    setValue(
      file.doc,
      ["visibility"],
      visibility === defaultVisibility || visibility === "" ? undefined : visibility,
      fieldOrder,
    );
  }
  if (next.draft !== before.draft) {
    // Ready is what a project without the field is: the line goes rather than saying so.
    setValue(file.doc, ["draft"], next.draft ? true : undefined, fieldOrder);
  }
  for (const field of workFieldNames) {
    if (next[field] === before[field]) continue;
    setValue(file.doc, [field], workValue(field, next[field]), fieldOrder);
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
