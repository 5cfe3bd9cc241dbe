import { readFileSync, writeFileSync } from "node:fs";
import { aiRobotsDirectives, refusedUserAgentTokens } from "../../core/site/ai-crawlers.ts";
import { aiCrawlersMark } from "../../server/releases/release-files.ts";
import { caddyfile } from "./local-caddy.ts";

const start =
  "\t# --- AI crawlers: made by `npm run deploy:caddyfile` from core/site/ai-crawlers.ts ---";
const end = "\t# --- end of the AI crawlers ---";

/**
 * The part of deploy/Caddyfile that keeps AI crawlers out, made from the one list of them. Caddy
 * reads the Caddyfile once, but whether the build being served keeps them out is asked on each
 * request, by looking for that build's mark: a publish that changes the setting needs no reload.
 */
export function aiCrawlerBlock(): string {
  const mark = [
    "\t\troot {$BUILD_DIR:/srv/portfolio/site/build}/current",
    `\t\ttry_files /${aiCrawlersMark}`,
  ];
  return [
    start,
    "\t# While the build being served keeps them out (blockAiCrawlers in content/site.yaml), the",
    "\t# crawlers of the list get 403 for every address but robots.txt, and answers that do not say",
    "\t# it already (the hashed files served here) say noai.",
    "\t@aiCrawlersKeptOut file {",
    ...mark,
    "\t}",
    "\t@aiCrawler {",
    `\t\theader_regexp User-Agent (?i)(?:${refusedUserAgentTokens.join("|")})`,
    "\t\tnot path /robots.txt",
    "\t\tfile {",
    ...mark.map((line) => `\t${line}`),
    "\t\t}",
    "\t}",
    `\theader @aiCrawlersKeptOut ?X-Robots-Tag "${aiRobotsDirectives}"`,
    "\thandle @aiCrawler {",
    "\t\theader Cache-Control no-store",
    '\t\trespond "This site does not allow AI crawlers." 403',
    "\t}",
    end,
  ].join("\n");
}

/** The Caddyfile's text with its AI crawler part as the list makes it. */
export function withAiCrawlerBlock(text: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${caddyfile} has no AI crawler part to replace`);
  return `${text.slice(0, from)}${aiCrawlerBlock()}${text.slice(to + end.length)}`;
}

if (import.meta.main) {
  const before = readFileSync(caddyfile, "utf8");
  const after = withAiCrawlerBlock(before);
  writeFileSync(caddyfile, after);
  console.log(
    before === after ? `${caddyfile} was up to date.` : `${caddyfile}: AI crawlers updated.`,
  );
}
