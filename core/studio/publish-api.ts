/**
 * What the Studio's Publish screen and its API (`/api/studio/publish/…`)
 * say to each other. Types only, as in studio-api.ts.
 */

/** What a change concerns, as the artist thinks of their site. */
export type ChangeSubject = "project" | "site" | "categories" | "home" | "about" | "other";

export type ChangeKind = "added" | "changed" | "removed";

/** One file of the content folder that differs, by its path inside the folder. */
export interface ChangedFile {
  path: string;
  kind: ChangeKind;
}

/**
 * One change of the content since the last publish (or between two publishes): a project
 * added, changed or removed, or one of the site's other parts changed.
 */
export interface ContentChange {
  subject: ChangeSubject;
  /** The project's folder name, for a project. */
  projectId: string | null;
  /** The project's title, or the part's name ("Home slideshow"). */
  title: string;
  kind: ChangeKind;
  files: ChangedFile[];
  /** For a changed project, what changed in who sees it or in its sale ("now private: …"). */
  notes?: string[];
}

/** One step of a publish, a preview or a rollback: the build's stages and the Studio's own. */
export interface JobStep {
  name: string;
  /** "failed": the step the job stopped at. */
  status: "waiting" | "running" | "done" | "failed";
  ms: number | null;
  summary: string | null;
}

/**
 * A problem that stopped a build, located where possible: the file (inside the content
 * folder), the project it belongs to and the field, in the build's own words.
 */
export interface BuildProblem {
  path: string | null;
  projectId: string | null;
  field: string | null;
  text: string;
}

export type JobOutcome =
  | { ok: true; releaseId: string }
  | {
      ok: false;
      stage: string | null;
      message: string;
      problems: BuildProblem[];
      /** The owner stopped the build: nothing went wrong, it was not finished. */
      stoppedByOwner: boolean;
    };

/** A publish, preview or rollback: running, or the last one this server ran. */
export interface PublishJob {
  id: string;
  kind: "publish" | "preview" | "rollback";
  /** For a rollback: the kept version it goes back to, and when that was published. */
  restoring: { entryId: string; at: number } | null;
  startedAt: number;
  finishedAt: number | null;
  steps: JobStep[];
  /** Pictures prepared of all, and for how long the picture step has run. */
  images: { done: number; total: number; elapsedMs: number } | null;
  /** Its build runs and can still be stopped: it has not begun to go live. */
  stoppable: boolean;
  outcome: JobOutcome | null;
}

/** A publish kept in the history, as the Studio lists it. */
export interface HistorySummary {
  id: string;
  at: number;
  /** A publish; a rollback to an earlier one; or content kept before a rollback, never live. */
  kind: "publish" | "rollback" | "kept";
  /** A publish the server made by itself, at a project's moment to go live or come down. */
  scheduled: boolean;
  /** The build it went live as; null for kept content. */
  releaseId: string | null;
  /** For a rollback: when the version it went back to was published. */
  restoredFromAt: number | null;
  /** Whether this version is the one the site shows now. */
  live: boolean;
  /** What changed from the version live before it; null for the first one kept. */
  changes: ContentChange[] | null;
  files: number;
}

/** The preview this browser's session has open. */
export interface PreviewState {
  releaseId: string;
  builtAt: number;
  /** The drafts it shows, by project id: such a build never goes live as it is. */
  drafts: string[];
}

/** The answer of `GET /api/studio/publish`. */
export interface PublishOverview {
  /** What differs between the content folder and the build the site shows. */
  changes: ContentChange[];
  live: { releaseId: string; builtAt: string } | null;
  /** The running job, or the last one this server ran. */
  job: PublishJob | null;
  preview: PreviewState | null;
  history: HistorySummary[];
  /** What the server will publish by itself, soonest first: projects' live windows. */
  scheduled: ScheduledMoment[];
}

/** A moment a published project's live window opens or closes, which the server publishes. */
export interface ScheduledMoment {
  projectId: string;
  /** Its title as last published, or its folder name. */
  title: string;
  change: "goes live" | "comes down";
  /** When, in ms since 1970. */
  at: number;
  /** The site's time zone, in which the Studio writes the moment. */
  timeZone: string;
}

/** The answer of `GET /api/studio/publish/history/:id`: what going back to that version will do. */
export interface RollbackPlan {
  entry: HistorySummary;
  /** Whether that version's build is still kept: the switch is then instant. */
  buildKept: boolean;
  /** How the content folder now differs from that version: what the rollback undoes there. */
  undone: ContentChange[];
  /** Whether the content folder as it is now differs from every kept version, so it is kept first. */
  keepsCurrent: boolean;
}
