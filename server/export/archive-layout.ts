import { z } from "zod";

/**
 * The folders of an export archive, and its manifest. The archive is a .zip (every system opens
 * one without extra software):
 *
 *   manifest.json        what the archive holds (`ExportManifest`), checked before an import
 *   README.txt           the same for a person, and how to open the site copy
 *   content/             the content folder: texts and the artist's original pictures
 *   messages/            messages.csv (for a spreadsheet) and messages.sqlite (for a restore)
 *   history/             every published version of the content (DATA_DIR/history)
 *   site/                the site being served, as static files that need no server
 */
export const archiveFolders = {
  content: "content",
  messages: "messages",
  history: "history",
  site: "site",
} as const;

export const manifestName = "manifest.json";
export const readmeName = "README.txt";
export const messagesCsvName = "messages.csv";
export const messagesDatabaseName = "messages.sqlite";

const exportFormat = "portfolio-export";

const count = z.number().int().min(0);

export const exportManifestSchema = z.strictObject({
  format: z.literal(exportFormat),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  /** The site's name and address, from the build being served (none before the first build). */
  site: z.strictObject({ name: z.string(), siteUrl: z.string() }).nullable(),
  content: z.strictObject({
    files: count,
    bytes: count,
    /** The ids of the projects in the content folder. */
    projects: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  }),
  messages: z.strictObject({ count }),
  history: z.strictObject({ entries: count, files: count }),
  /** The static copy of the site; none when there was no build to copy. */
  siteCopy: z.strictObject({ release: z.string(), pages: count, files: count }).nullable(),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

export function newManifest(
  parts: Omit<ExportManifest, "format" | "version" | "createdAt">,
  now: number,
): ExportManifest {
  return { format: exportFormat, version: 1, createdAt: new Date(now).toISOString(), ...parts };
}

/** The name an export is given unless one is asked for: `portfolio-20261128-104500.zip`. */
export function exportFileName(now: number): string {
  const stamp = new Date(now).toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `portfolio-${stamp}.zip`;
}
