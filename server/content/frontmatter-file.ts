import type { Document } from "yaml";
import { splitFrontmatter } from "../../core/content/frontmatter.server.ts";
import { parseForEditing, yamlOutput } from "./yaml-edit.ts";

/** A text file with frontmatter being edited: the frontmatter as a YAML document, the body as written. */
export interface FrontmatterFile {
  doc: Document;
  body: string;
  /** The file's line ending, kept when it is written back. */
  eol: "\n" | "\r\n";
  /**
   * Blank lines the artist left at the start of the frontmatter and of the body: the YAML writer
   * and the form's trimmed text would lose them.
   */
  lead?: { yaml: string; body: string };
  /** The file as it was read, written back as it is when nothing changed. */
  read?: { text: string; yaml: string; body: string };
}

function leadingBlankLines(text: string): string {
  return (/^(?:[ \t]*\r?\n)*/.exec(text)?.[0] ?? "").replace(/[ \t\r]/g, "");
}

/** Reads a file's text for editing; text that cannot be read throws the build's message. */
export function readFrontmatterFile(text: string): FrontmatterFile {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const parts = splitFrontmatter(text);
  const doc = parseForEditing(parts.yaml);
  const read = { text, yaml: doc.toString(yamlOutput), body: parts.body };
  const lead = { yaml: leadingBlankLines(parts.yaml), body: leadingBlankLines(parts.body) };
  return { doc, body: parts.body, eol, read, lead };
}

export function frontmatterText(file: FrontmatterFile): string {
  const yaml = file.doc.toString(yamlOutput);
  const { read } = file;
  // YAML written anew may differ in spacing the artist chose: an unchanged file stays as it is.
  if (read && read.yaml === yaml && read.body === file.body) return read.text;
  const text = `---\n${file.lead?.yaml ?? ""}${yaml}---\n${file.body}`;
  return file.eol === "\n" ? text : text.replace(/\r?\n/g, "\r\n");
}

/** The body as the form shows it: the text between the frontmatter and the end, trimmed. */
export function bodyText(file: FrontmatterFile): string {
  return file.body.trim();
}

/** Sets the body from a form's text, if it changed. */
export function setBodyText(file: FrontmatterFile, text: string): void {
  const next = text.replace(/\r\n/g, "\n").trim();
  if (next !== bodyText(file)) file.body = next ? `${file.lead?.body ?? ""}${next}\n` : "";
}
