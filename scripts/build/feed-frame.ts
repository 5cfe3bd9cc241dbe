import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type FeedFrameOptions, startFeedFrame } from "../../app/newsletter/feed-frame-starter.ts";
import { publicationHost } from "../../app/newsletter/publication-host.ts";
import type { Site } from "../../core/content/site-schema.ts";
import { feedFrameFile } from "../../core/site/feed-frame-address.ts";
import { compileInlineFunction } from "./inline-function.ts";

/** The posts the feed shows, and how long the platform has to draw them. */
const feedPosts = 3;
const feedTimeoutMs = 8000;

/** A value as a script literal: `<` escaped, so no text of the settings can end the script. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * The newsletter feed's own page, which the Blog page shows in a sandboxed frame: the place the
 * platform's widget draws into, and the starter that runs it and reports back. Links open in a
 * new tab. Its style is plain: the widget brings its own.
 */
export async function feedFramePage(site: Site): Promise<string> {
  const starter = await compileInlineFunction(
    "app/newsletter/feed-frame-starter.ts",
    startFeedFrame.name,
  );
  const options: FeedFrameOptions = {
    scriptUrl: site.newsletter.feedScriptUrl,
    config: { substackUrl: publicationHost(site.newsletter.publicationUrl), posts: feedPosts },
    timeoutMs: feedTimeoutMs,
  };
  const title = `Latest posts on ${site.newsletter.platform}`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<base target="_blank">',
    `<title>${escapeAttribute(title)}</title>`,
    "<style>html,body{margin:0;background:transparent;font-family:system-ui,sans-serif}</style>",
    '</head><body><div id="substack-feed-embed"></div>',
    `<script>${starter}${startFeedFrame.name}(${scriptLiteral(options)});</script>`,
    "</body></html>",
    "",
  ].join("\n");
}

/** Writes the feed's page into a build's client folder. */
export async function writeFeedFrame(clientDir: string, site: Site): Promise<void> {
  const file = join(clientDir, feedFrameFile);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await feedFramePage(site));
}
