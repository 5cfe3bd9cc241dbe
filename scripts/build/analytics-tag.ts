import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { sendPageView } from "../../app/analytics/send-page-view.ts";
import type { AnalyticsSettings } from "../../core/content/site-schema.ts";
import { compileInlineFunction } from "./inline-function.ts";

const loaderSource = "app/analytics/send-page-view.ts";
const loaderName = sendPageView.name;

/** The page view sender as the pages inline it. */
export async function compileAnalyticsLoader(): Promise<string> {
  return (await compileInlineFunction(loaderSource, loaderName)).trim();
}

/** The settings as a script literal: `<` escaped, so no text of theirs can end the script. */
function scriptLiteral(settings: AnalyticsSettings): string {
  return JSON.stringify(settings).replace(/</g, "\\u003c");
}

/**
 * A page with the page view sender at the end of its head: one small inline script, whose hash
 * the page's security policy then allows like the page's other inline scripts.
 */
export function addAnalyticsTag(html: string, loader: string, settings: AnalyticsSettings): string {
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error("the page has no </head>");
  const tag = `<script>${loader}${loaderName}(${scriptLiteral(settings)});</script>`;
  return `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

/**
 * Adds the page view sender to the public pages of the build, `except` the pages (paths inside
 * the client folder) that must not send anything: the Studio's shell, private projects and
 * their password form, the feed's frame. Returns how many pages got it.
 */
export async function addAnalyticsToPages(
  clientDir: string,
  settings: AnalyticsSettings,
  except: ReadonlySet<string>,
): Promise<number> {
  const loader = await compileAnalyticsLoader();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((page) => !except.has(relative(clientDir, page).split("\\").join("/")));
  await Promise.all(
    pages.map(async (page) =>
      writeFile(page, addAnalyticsTag(await readFile(page, "utf8"), loader, settings)),
    ),
  );
  return pages.length;
}
