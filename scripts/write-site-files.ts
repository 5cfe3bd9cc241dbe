import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { publicPaths, siteRouting } from "../app/content/known-paths.server.ts";
import { loadSite } from "../app/content/site.server.ts";
import { buildRobotsTxt, buildSitemap } from "../app/seo/sitemap.ts";
import { buildWebManifest } from "../app/seo/web-manifest.ts";

/**
 * Writes the files that live beside the pages: the server's routing table, sitemap.xml,
 * robots.txt, the web app manifest and the PNG icons rendered from the SVG favicon.
 */
async function writeSiteFiles(buildDir: string): Promise<void> {
  const client = join(buildDir, "client");
  await mkdir(client, { recursive: true });
  const site = loadSite();
  const favicon = await readFile(join(client, "favicon.svg"));
  await Promise.all([
    writeFile(join(buildDir, "site-routing.json"), `${JSON.stringify(siteRouting(), null, 2)}\n`),
    writeFile(join(client, "sitemap.xml"), buildSitemap(site.siteUrl, publicPaths())),
    writeFile(join(client, "robots.txt"), buildRobotsTxt(site.siteUrl)),
    writeFile(join(client, "site.webmanifest"), buildWebManifest(site)),
    ...[
      ["icon-192.png", 192],
      ["icon-512.png", 512],
      ["apple-touch-icon.png", 180],
    ].map(([name, size]) =>
      sharp(favicon, { density: 600 })
        .resize(Number(size), Number(size))
        .png()
        .toFile(join(client, String(name))),
    ),
  ]);
  console.log("Wrote the routing table, sitemap.xml, robots.txt, the web manifest and icons.");
}

if (import.meta.main) await writeSiteFiles(resolve("build"));
