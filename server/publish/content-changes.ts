import type {
  ChangedFile,
  ChangeKind,
  ChangeSubject,
  ContentChange,
} from "../../core/studio/publish-api.ts";
import type { ContentDiff } from "../files/content-diff.ts";

/** The parts of the site besides projects, each with the files that make it. */
const siteParts: { subject: ChangeSubject; title: string; holds: (path: string) => boolean }[] = [
  { subject: "site", title: "Site settings", holds: (path) => path === "site.yaml" },
  { subject: "categories", title: "Categories", holds: (path) => path === "categories.yaml" },
  {
    subject: "home",
    title: "Home slideshow",
    holds: (path) => path === "home.yaml" || path.startsWith("home/"),
  },
  {
    subject: "about",
    title: "About page",
    holds: (path) => path === "about.md" || path.startsWith("about/"),
  },
];

const projectPath = /^projects\/([^/]+)\//;

interface Group {
  subject: ChangeSubject;
  projectId: string | null;
  title: string;
  /** Whether any file of it is in each state. */
  before: boolean;
  after: boolean;
  files: ChangedFile[];
}

function groupOf(path: string): Pick<Group, "subject" | "projectId" | "title"> {
  const project = projectPath.exec(path)?.[1];
  if (project !== undefined) return { subject: "project", projectId: project, title: project };
  const part = siteParts.find((candidate) => candidate.holds(path));
  if (part) return { subject: part.subject, projectId: null, title: part.title };
  return { subject: "other", projectId: null, title: "Other files" };
}

function keyOf(group: Pick<Group, "subject" | "projectId">): string {
  return group.projectId === null ? group.subject : `project:${group.projectId}`;
}

function kindOf(path: string, diff: ContentDiff): ChangeKind | undefined {
  if (!diff.before.has(path)) return "added";
  if (!diff.after.has(path)) return "removed";
  return diff.changed.has(path) ? "changed" : undefined;
}

const subjectOrder: ChangeSubject[] = ["project", "site", "categories", "home", "about", "other"];

/**
 * Says what differs between two states of the content as the artist thinks of the site: a
 * project added, changed or removed (with its title), the site settings, the categories, the
 * home slideshow or the About page changed, each with the files concerned.
 * `titleOf` gives a project's title where its text can be read; `notesOf`, for a changed
 * project, what changed in who sees it or in its sale.
 */
export function describeChanges(
  diff: ContentDiff,
  titleOf: (projectId: string) => string | undefined,
  notesOf: (projectId: string) => string[] = () => [],
): ContentChange[] {
  const groups = new Map<string, Group>();
  for (const path of new Set([...diff.before, ...diff.after])) {
    const where = groupOf(path);
    const key = keyOf(where);
    const group = groups.get(key) ?? { ...where, before: false, after: false, files: [] };
    groups.set(key, group);
    group.before ||= diff.before.has(path);
    group.after ||= diff.after.has(path);
    const kind = kindOf(path, diff);
    if (kind) group.files.push({ path, kind });
  }
  return [...groups.values()]
    .filter((group) => group.files.length > 0)
    .map((group): ContentChange => {
      const title = group.projectId === null ? group.title : titleOf(group.projectId);
      const kind = !group.before ? "added" : !group.after ? "removed" : "changed";
      const notes = group.projectId !== null && kind === "changed" ? notesOf(group.projectId) : [];
      return {
        subject: group.subject,
        projectId: group.projectId,
        title: title ?? group.title,
        kind,
        files: group.files.sort((a, b) => (a.path < b.path ? -1 : 1)),
        ...(notes.length > 0 ? { notes } : {}),
      };
    })
    .sort(
      (a, b) =>
        subjectOrder.indexOf(a.subject) - subjectOrder.indexOf(b.subject) ||
        a.title.localeCompare(b.title),
    );
}
