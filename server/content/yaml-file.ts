import type { Document } from "yaml";
import { unreadable } from "./edit-refused.ts";
import { parseForEditing, yamlOutput } from "./yaml-edit.ts";

/** A YAML content file being edited. */
export interface YamlFile {
  doc: Document;
  eol: "\n" | "\r\n";
  /** The file as it was read, written back as it is when nothing changed. */
  read: { text: string; yaml: string };
}

function readYamlFile(text: string): YamlFile {
  const doc = parseForEditing(text);
  return {
    doc,
    eol: text.includes("\r\n") ? "\r\n" : "\n",
    read: { text, yaml: doc.toString(yamlOutput) },
  };
}

/**
 * A YAML file the Studio is about to change; one that cannot be read (a hand edit gone wrong) is
 * refused as a conflict naming the file, since only a person can mend it.
 */
export function readEditableYaml(text: string, shownPath: string): YamlFile {
  try {
    return readYamlFile(text);
  } catch (error) {
    throw unreadable(shownPath, error, "YAML");
  }
}

export function yamlText(file: YamlFile): string {
  const yaml = file.doc.toString(yamlOutput);
  if (yaml === file.read.yaml) return file.read.text;
  return file.eol === "\n" ? yaml : yaml.replace(/\r?\n/g, "\r\n");
}
