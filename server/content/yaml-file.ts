import type { Document } from "yaml";
import { parseForEditing, yamlOutput } from "./yaml-edit.ts";

/** A YAML content file being edited. */
export interface YamlFile {
  doc: Document;
  eol: "\n" | "\r\n";
  /** The file as it was read, written back as it is when nothing changed. */
  read: { text: string; yaml: string };
}

export function readYamlFile(text: string): YamlFile {
  const doc = parseForEditing(text);
  return {
    doc,
    eol: text.includes("\r\n") ? "\r\n" : "\n",
    read: { text, yaml: doc.toString(yamlOutput) },
  };
}

export function yamlText(file: YamlFile): string {
  const yaml = file.doc.toString(yamlOutput);
  if (yaml === file.read.yaml) return file.read.text;
  return file.eol === "\n" ? yaml : yaml.replace(/\r?\n/g, "\r\n");
}
