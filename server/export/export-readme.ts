import type { ExportManifest } from "./archive-layout.ts";

/** The archive's README.txt: what is in it and what to do with it, for the artist. */
export function exportReadme(manifest: ExportManifest): string {
  const name = manifest.site?.name ?? "the site";
  const lines = [
    `Everything of ${name}'s website, exported on ${manifest.createdAt.slice(0, 10)}.`,
    "",
    `content/    The content folder: the texts and your original pictures (${manifest.content.projects.length} projects).`,
    `messages/   The ${manifest.messages.count} contact messages: messages.csv opens in any spreadsheet;`,
    "            messages.sqlite is the server's database (also the Studio's password and the",
    "            passwords of private projects, stored as hashes).",
    "history/    Every version of the content published from the Studio.",
    manifest.siteCopy
      ? "site/       The site as it was served, as plain files that need no server: open\n            site/index.html in a browser, or put the folder on any static host. Its contact\n            page gives your e-mail address instead of the form; private projects are not in it."
      : "site/       (none: there was no build of the site to copy)",
    "",
    "To run the site again from this archive, on a server with the site's program:",
    "  npm run import -- THIS-FILE.zip     (into an empty content folder and data folder)",
    "",
    "The archive holds visitors' messages and the hashes of your passwords: keep it as safe as",
    "the server itself.",
    "",
  ];
  return lines.join("\n");
}
