import type { ChangedFile, ChangeKind, ContentChange } from "../../../core/studio/publish-api.ts";
import { countedNoun } from "../../../core/words/counted-noun.ts";

const pictureExtensions = /\.(jpe?g|png|webp|tiff?|gif|avif|heic)$/i;
const filmExtensions = /\.(mp4|webm|mov|m4v)$/i;
/** The text files of the content, by the name the artist knows them by. */
const textNames: Record<string, string> = {
  "project.md": "text",
  "about.md": "text",
  "site.yaml": "settings",
  "categories.yaml": "list",
  "home.yaml": "list of slides",
};

function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

type FileSort = "picture" | "film" | "text" | "file";

function sortOf(path: string): FileSort {
  const name = fileName(path);
  if (pictureExtensions.test(name)) return "picture";
  if (filmExtensions.test(name)) return "film";
  return textNames[name] ? "text" : "file";
}

const verbs: Record<ChangeKind, { picture: string; other: string }> = {
  added: { picture: "added", other: "added" },
  changed: { picture: "replaced", other: "changed" },
  removed: { picture: "removed", other: "removed" },
};

function listOf(files: ChangedFile[]): string {
  return files.map((file) => fileName(file.path)).join(", ");
}

/** "its text and 2 pictures": what a project or part that came or went holds. */
function contents(files: ChangedFile[]): string {
  const parts: string[] = [];
  const texts = files.filter((file) => sortOf(file.path) === "text");
  for (const text of texts) parts.push(`its ${textNames[fileName(text.path)] ?? "text"}`);
  for (const sort of ["picture", "film", "file"] as const) {
    const count = files.filter((file) => sortOf(file.path) === sort).length;
    if (count > 0) parts.push(countedNoun(count, sort));
  }
  return parts.join(" and ");
}

/**
 * What changed in one project or part of the site, in a phrase: "now private: opens only with
 * its password; text changed; 1 picture added (06.jpg); 1 picture replaced (03.jpg)", or for
 * one that came or went "its text and 2 pictures".
 */
export function changedFilesInWords(change: ContentChange): string {
  if (change.kind !== "changed") return contents(change.files);
  const phrases: string[] = [...(change.notes ?? [])];
  for (const kind of ["changed", "added", "removed"] as const) {
    const files = change.files.filter((file) => file.kind === kind);
    for (const text of files.filter((file) => sortOf(file.path) === "text")) {
      phrases.push(`${textNames[fileName(text.path)] ?? "text"} ${verbs[kind].other}`);
    }
    for (const sort of ["picture", "film", "file"] as const) {
      const ofSort = files.filter((file) => sortOf(file.path) === sort);
      if (ofSort.length === 0) continue;
      const verb = sort === "picture" ? verbs[kind].picture : verbs[kind].other;
      phrases.push(`${countedNoun(ofSort.length, sort)} ${verb} (${listOf(ofSort)})`);
    }
  }
  return phrases.join("; ");
}

/** "New project", "Removed project", "Changed": how a change is headed in a list. */
export function changeLabel(change: ContentChange): string {
  const what = change.subject === "project" ? " project" : "";
  if (change.kind === "added") return `New${what}`;
  if (change.kind === "removed") return `Removed${what}`;
  return "Changed";
}

/** "Tide Marks added, About page changed": the changes of a publish in one line. */
export function changesInBrief(changes: ContentChange[]): string {
  if (changes.length === 0) return "no change to the content";
  return changes.map((change) => `${change.title} ${change.kind}`).join(", ");
}
