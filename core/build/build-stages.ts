/** The steps of a build, in order. Nothing is served from a build before "switch". */
export const buildStages = [
  "content",
  "images",
  "pages",
  "styles",
  "scripts",
  "site files",
  "security",
  "private pages",
  "compression",
  "switch",
] as const;
export type BuildStage = (typeof buildStages)[number];
