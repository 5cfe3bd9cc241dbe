import { readFileSync } from "node:fs";
import { parseFrontmatter } from "../../core/content/frontmatter.server.ts";

/** The path of a project's text inside the content folder. */
export function projectTextPath(projectId: string): string {
  return `projects/${projectId}/project.md`;
}

/**
 * The title a project's text gives, for naming the project in the Studio; undefined when the
 * file is missing or cannot be read (the build says what is wrong with it).
 */
export function projectTitle(file: string): string | undefined {
  try {
    const { data } = parseFrontmatter(readFileSync(file, "utf8"));
    const title = (data as { title?: unknown } | null)?.title;
    return typeof title === "string" && title.trim() !== "" ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}
