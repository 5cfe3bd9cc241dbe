import { type Document, isMap, isScalar, parseDocument, type YAMLMap } from "yaml";
import { unreadable } from "../../core/content/read-frontmatter.server.ts";

/**
 * How the Studio writes YAML: long text stays on one line (folding it would rewrite lines the
 * artist never touched), everything else as the `yaml` package writes it.
 */
export const yamlOutput = { lineWidth: 0 } as const;

/**
 * Parses YAML for editing: comments, key order and quoting are kept in the document and
 * written back as they were. A file that is not valid YAML throws the build's message.
 */
export function parseForEditing(text: string): Document {
  const doc: Document = parseDocument(text);
  const error = doc.errors[0];
  if (error) throw new Error(unreadable(error));
  if (doc.contents === null) doc.contents = doc.createNode({});
  return doc;
}

/** A mapping entry's key as a plain value. */
function keyOf(item: { key: unknown }): unknown {
  return isScalar(item.key) ? item.key.value : item.key;
}

function mapAt(doc: Document, path: readonly (string | number)[]): YAMLMap | undefined {
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
  return isMap(node) ? node : undefined;
}

/**
 * Sets the value at `path`, or removes it when `value` is undefined. A key already in the file
 * keeps its place and, for text and numbers, its comments and quoting; a new key goes before
 * the first key that `order` lists after it, so a new field lands where a person would write it.
 */
export function setValue(
  doc: Document,
  path: readonly (string | number)[],
  value: unknown,
  order: readonly string[] = [],
): void {
  const key = path.at(-1);
  const parentPath = path.slice(0, -1);
  if (key === undefined) throw new Error("setValue needs a path");
  if (value === undefined) {
    if (doc.hasIn(path)) doc.deleteIn(path);
    return;
  }
  let parent = mapAt(doc, parentPath);
  if (!parent) {
    setValue(doc, parentPath, doc.createNode({}), order);
    parent = mapAt(doc, parentPath);
  }
  if (!parent) {
    doc.setIn(path, value);
    return;
  }
  setEntry(doc, parent, key, value, order);
}

/**
 * Sets one key of a mapping (undefined removes it), as `setValue` does: a key already there
 * keeps its place and its comments, a new one goes where `order` puts it.
 */
export function setEntry(
  doc: Document,
  map: YAMLMap,
  key: string | number,
  value: unknown,
  order: readonly string[] = [],
): void {
  if (value === undefined) {
    map.delete(key);
    return;
  }
  if (map.has(key)) {
    map.set(key, value);
    return;
  }
  const later = order.slice(order.indexOf(String(key)) + 1);
  const at = order.includes(String(key))
    ? map.items.findIndex((item) => later.includes(String(keyOf(item))))
    : -1;
  const pair = doc.createPair(key, value);
  if (at < 0) map.items.push(pair);
  else map.items.splice(at, 0, pair);
}
