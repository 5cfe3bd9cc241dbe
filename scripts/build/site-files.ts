import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { buildRobotsTxt, buildSitemap } from "../../app/seo/sitemap.ts";
import { buildWebManifest } from "../../app/seo/web-manifest.ts";
import { publicPaths, siteRouting } from "../../core/content/known-paths.server.ts";
import type { Site } from "../../core/content/site-schema.ts";
import { aiCrawlersMark, releaseFiles } from "../../server/releases/release-files.ts";

const icons = [
  { name: "icon-192.png", size: 192 },
  { name: "icon-512.png", size: 512 },
  { name: "apple-touch-icon.png", size: 180 },
];

/** The mark Caddy finds in a build that keeps AI crawlers out; a build without it lets them in. */
async function writeAiCrawlerMark(releaseDir: string, blocked: boolean): Promise<void> {
  if (!blocked) return;
  await writeFile(
    join(releaseDir, aiCrawlersMark),
    "This build keeps AI crawlers out (blockAiCrawlers in content/site.yaml); Caddy looks for this file.\n",
  );
}

/**
 * Writes the files that live beside the pages: the server's routing table and the site's
 * settings (both outside what is served), the mark of a build that keeps AI crawlers out,
 * sitemap.xml, robots.txt, the web app manifest and the PNG icons rendered from the SVG favicon.
 */
export async function writeSiteFiles(releaseDir: string, contentDir: string, site: Site) {
  const client = join(releaseDir, releaseFiles.client);
  const favicon = await readFile(join(client, "favicon.svg"));
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  await Promise.all([
    writeFile(join(releaseDir, releaseFiles.routing), json(siteRouting(contentDir))),
    writeFile(join(releaseDir, releaseFiles.site), json(site)),
    writeFile(join(client, "sitemap.xml"), buildSitemap(site.siteUrl, publicPaths(contentDir))),
    writeFile(
      join(client, "robots.txt"),
      buildRobotsTxt(site.siteUrl, { blockAiCrawlers: site.blockAiCrawlers }),
    ),
    writeAiCrawlerMark(releaseDir, site.blockAiCrawlers === true),
    writeFile(join(client, "site.webmanifest"), buildWebManifest(site)),
    ...icons.map(({ name, size }) =>
      sharp(favicon, { density: 600 }).resize(size, size).png().toFile(join(client, name)),
    ),
  ]);
}
