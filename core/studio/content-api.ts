import type { FieldProblem } from "../content/field-problem.ts";

/**
 * What the Studio's content screens and the API's content routes say to each other: the
 * projects, their images, the other content files and the uploads. Types and constants only;
 * the server checks what it receives with its own schemas.
 *
 * Every file the Studio shows comes with its `version` (a hash of its bytes), and every change
 * sends back the version it was made from. A file changed on disk meanwhile (by hand, or in
 * another window) gets a 409 answer and is not overwritten.
 */

export type { FieldProblem };

/** The largest picture file the Studio takes. */
export const maxUploadBytes = 50 * 1024 * 1024;
/** The most pixels a picture may have (width × height), checked by decoding it. */
export const maxUploadPixels = 100_000_000;
/**
 * Pictures travel in parts of at most this size, one request each: a slow phone connection
 * finishes each part well within the server's time limit for one request.
 */
export const uploadChunkBytes = 4 * 1024 * 1024;

/** `POST /api/studio/uploads`: a picture of `size` bytes is about to be sent. */
export interface UploadStart {
  size: number;
}

export interface UploadStarted {
  /** Where its parts go: `PUT /api/studio/uploads/<id>?offset=<bytes sent before>`. */
  id: string;
}

export interface UploadReceived {
  /** The bytes the server holds of this upload so far. */
  received: number;
}

/** A finished upload handed to the file it belongs to, with that file's version. */
export interface UseUpload {
  version: string;
  upload: string;
}

/** A change made from a file's `version`: the file is written only if it is still that one. */
export interface VersionedChange {
  version: string;
}

/** The problems of a content file, as the build words them, split by when they matter. */
export interface ContentProblems {
  /** What the build refuses and a save does not write. */
  problems: FieldProblem[];
  /** What may wait while the work is under way but must be done before publishing. */
  needed: FieldProblem[];
}

/** A category as projects and screens name it. */
export interface CategoryName {
  slug: string;
  name: string;
}

/** One project in the Studio's list. */
export interface ProjectSummary extends ContentProblems {
  id: string;
  title: string;
  year: string;
  category: string;
  imageCount: number;
  /** The address of a small version of its lead image, when it has one. */
  thumbnail?: string;
  /** Whether its folder differs from what the live site was built from. */
  unpublished: boolean;
  /** Marked `draft: true`: left out of every publish until it is marked ready. */
  draft: boolean;
  /** When it goes live and comes down (`2027-03-14 18:00`, the site's time zone); "" for none. */
  liveFrom: string;
  liveUntil: string;
}

/** `GET /api/studio/projects`: the projects by category, in the order of the Portfolio page. */
export interface ProjectList {
  groups: { category: CategoryName; projects: ProjectSummary[] }[];
  /** Projects whose category is not in categories.yaml, or whose project.md cannot be read. */
  unsorted: ProjectSummary[];
  categories: CategoryName[];
}

/** Every project of the list, those in a category first, then the unsorted ones. */
export function everyProject(list: ProjectList): ProjectSummary[] {
  return [...list.groups.flatMap((group) => group.projects), ...list.unsorted];
}

/** `POST /api/studio/projects`: a new project and its address (its folder's name). */
export interface NewProject {
  title: string;
  id: string;
}

/**
 * The facts of a work that can be sold, as text fields (empty: left out of the file). `framed`
 * is "true", "false" or "" (not said).
 */
export interface WorkFields {
  availability: string;
  price: string;
  currency: string;
  edition: string;
  framed: string;
}

/** A work with nothing said about it. */
export const noWorkFields: WorkFields = {
  availability: "",
  price: "",
  currency: "",
  edition: "",
  framed: "",
};

/** The work fields, as project.md names them. */
export const workFieldNames = Object.keys(noWorkFields) as (keyof WorkFields)[];

export interface ProjectImageFields extends WorkFields {
  /** The file's name in the project folder. */
  file: string;
  alt: string;
  /** The name of the work the picture shows, when it is one work of a series. */
  title: string;
  /** Where its subject is, as project.md writes it ("30% 70%"); empty for the centre. */
  focus: string;
}

/**
 * A project's fields as the form edits them, named as in project.md so that a problem the
 * build reports (`layout.columns`, `images.2.alt`) names its form field too. Empty text stands
 * for a field left out of the file.
 */
export interface ProjectFields extends WorkFields {
  title: string;
  year: string;
  category: string;
  type: string;
  medium: string;
  dimensions: string;
  /** A draft stays off the published site; false (ready) when the file does not say. */
  draft: boolean;
  /**
   * When it goes live and comes down, in the site's time zone, as project.md writes them
   * (`2027-03-14 18:00`; a browser's `2027-03-14T18:00` is taken too); empty: no limit.
   */
  liveFrom: string;
  liveUntil: string;
  /** public (also when the file does not say), unlisted or private. */
  visibility: string;
  videoUrl: string;
  video: string;
  poster: string;
  layout: { columns: number; bordered: boolean };
  images: ProjectImageFields[];
  /** The text below the frontmatter. */
  description: string;
}

/** What the Studio knows of a picture in a content folder. */
export interface StudioImageFacts {
  /** The address of a small version for the Studio's screens. */
  preview: string;
  width?: number;
  height?: number;
}

/** `GET /api/studio/projects/:id`: a project as its form shows it. */
export type ProjectEditor =
  | ({
      id: string;
      readable: true;
      version: string;
      fields: ProjectFields;
      /** By file name: each image's preview and size. */
      images: Record<string, StudioImageFacts>;
      unpublished: boolean;
      categories: CategoryName[];
      /** Video files in the project folder, for a video project. */
      videoFiles: string[];
      /** The site's time zone (site.yaml `timeZone`), in which its live times are read. */
      timeZone: string;
      /**
       * When its visitors' password was set (ms since 1970), or null while it has none. The
       * password itself is kept on the server, hashed, and never sent back.
       */
      passwordSetAt: number | null;
    } & ContentProblems)
  | {
      id: string;
      readable: false;
      version: string;
      /** Why project.md cannot be read, in the build's words. */
      problem: string;
    };

/** `PUT /api/studio/projects/:id`. */
export interface ProjectSave extends VersionedChange {
  fields: ProjectFields;
}

/**
 * `PUT /api/studio/projects/:id/password`: a private project's new password for its visitors,
 * typed twice. The answer is the project's form with `passwordSetAt`; `DELETE` removes it.
 */
export interface ProjectPasswordChange {
  password: string;
  repeat: string;
}

/** `DELETE /api/studio/projects/:id`: where its files were kept. */
export interface ProjectDeleted {
  kept: string;
}

/** The settings of content/site.yaml as the form edits them; every value is text. */
export interface SiteFields {
  name: string;
  tagline: string;
  description: string;
  siteUrl: string;
  copyrightYear: string;
  social: { label: string; url: string };
  newsletter: {
    platform: string;
    publicationUrl: string;
    subscribeUrl: string;
    feedScriptUrl: string;
  };
  contactEmail: string;
  /** The IANA time zone of the projects' live times, such as Europe/Paris; empty: UTC. */
  timeZone: string;
  /** Whether the site keeps AI crawlers out (`blockAiCrawlers`); off when the file says nothing. */
  blockAiCrawlers: boolean;
  /** Whether the pictures' files keep their copyright and artist fields (`keepCopyrightInPictures`). */
  keepCopyrightInPictures: boolean;
}

/** The settings of site.yaml that are on or off. */
export type SiteSwitch = "blockAiCrawlers" | "keepCopyrightInPictures";

export interface SiteEditor extends ContentProblems {
  version: string;
  fields: SiteFields;
  unpublished: boolean;
}

export interface SiteSave extends VersionedChange {
  fields: SiteFields;
}

export interface CategoryFields {
  name: string;
  slug: string;
  aliases: string[];
}

export interface CategoriesEditor extends ContentProblems {
  version: string;
  categories: CategoryFields[];
  /** How many projects each slug has: a category in use keeps its slug. */
  usage: Record<string, number>;
  unpublished: boolean;
}

export interface CategoriesSave extends VersionedChange {
  categories: CategoryFields[];
}

export interface SlideFields {
  /** The picture's path inside the content folder, such as home/01.jpg. */
  file: string;
  alt: string;
  /** Where its subject is, as home.yaml writes it ("30% 70%"); empty for the centre. */
  focus: string;
}

/** A picture of a project that can be shown in the slideshow. */
export interface SlideChoice {
  file: string;
  alt: string;
  /** Where the project keeps the picture's subject ("30% 70%", empty for the centre): a slide made of it starts there. */
  focus: string;
  project: string;
  preview: string;
}

export interface SlideshowEditor extends ContentProblems {
  version: string;
  slides: SlideFields[];
  /** By path: each slide's preview and size. */
  images: Record<string, StudioImageFacts>;
  choices: SlideChoice[];
  unpublished: boolean;
}

export interface SlideshowSave extends VersionedChange {
  slides: SlideFields[];
}

export interface AboutFields {
  portraitAlt: string;
  /** The page's text: a blank line starts a new paragraph. */
  text: string;
}

export interface AboutEditor extends ContentProblems {
  version: string;
  fields: AboutFields;
  portrait: string;
  portraitImage?: StudioImageFacts;
  unpublished: boolean;
}

export interface AboutSave extends VersionedChange {
  fields: AboutFields;
}
