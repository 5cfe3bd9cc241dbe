/**
 * The AI crawlers a site with `blockAiCrawlers: true` keeps out: robots.txt disallows every
 * token below, and the server and Caddy (deploy/Caddyfile, whose block is generated from this
 * list) answer 403 to every request whose User-Agent contains a token marked `inUserAgent`.
 * Tokens are matched case-insensitively, anywhere in the User-Agent.
 *
 * To add one, add an entry with the page where its operator describes it (or, when the
 * operator publishes nothing, where it is documented), then run `npm run deploy:caddyfile` so
 * that Caddy refuses it too; a test fails until the Caddyfile matches this list.
 */

/**
 * What a crawler's visit is for. Every kind is refused: a page fetched for an assistant or for
 * AI search answers is read by a model just as one fetched for training is.
 * - `training`: collects pages and pictures that may train AI models.
 * - `ai-search`: indexes pages for an AI product's search answers.
 * - `user-fetch`: fetches a page when a person asks an AI assistant about it.
 */
export type AiCrawlerKind = "training" | "ai-search" | "user-fetch";

export interface AiCrawler {
  /** The robots.txt token, also what its User-Agent contains when `inUserAgent`. */
  token: string;
  operator: string;
  kind: AiCrawlerKind;
  /**
   * Whether the token appears in the crawler's own User-Agent. Google-Extended and
   * Applebot-Extended do not: they are read from robots.txt by Google's and Apple's search
   * crawlers, which the site does not refuse.
   */
  inUserAgent: boolean;
  /** Where the crawler is described: its operator's page, or a public list when there is none. */
  source: string;
}

/** For crawlers whose operators publish no page about them. */
const aiRobotsList = "https://github.com/ai-robots-txt/ai.robots.txt/blob/main/robots.json";
const openAi = "https://platform.openai.com/docs/bots";
const anthropic =
  "https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler";
const perplexity = "https://docs.perplexity.ai/guides/bots";
const meta = "https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/";

export const aiCrawlers: readonly AiCrawler[] = [
  { token: "GPTBot", operator: "OpenAI", kind: "training", inUserAgent: true, source: openAi },
  {
    token: "OAI-SearchBot",
    operator: "OpenAI",
    kind: "ai-search",
    inUserAgent: true,
    source: openAi,
  },
  {
    token: "ChatGPT-User",
    operator: "OpenAI",
    kind: "user-fetch",
    inUserAgent: true,
    source: openAi,
  },
  {
    token: "ClaudeBot",
    operator: "Anthropic",
    kind: "training",
    inUserAgent: true,
    source: anthropic,
  },
  {
    token: "Claude-SearchBot",
    operator: "Anthropic",
    kind: "ai-search",
    inUserAgent: true,
    source: anthropic,
  },
  {
    token: "Claude-User",
    operator: "Anthropic",
    kind: "user-fetch",
    inUserAgent: true,
    source: anthropic,
  },
  // Anthropic's earlier names, no longer in its documentation but still seen and still listed.
  {
    token: "anthropic-ai",
    operator: "Anthropic",
    kind: "training",
    inUserAgent: true,
    source: aiRobotsList,
  },
  {
    token: "Claude-Web",
    operator: "Anthropic",
    kind: "user-fetch",
    inUserAgent: true,
    source: aiRobotsList,
  },
  {
    token: "CCBot",
    operator: "Common Crawl",
    kind: "training",
    inUserAgent: true,
    source: "https://commoncrawl.org/ccbot",
  },
  {
    token: "Google-Extended",
    operator: "Google",
    kind: "training",
    inUserAgent: false,
    source:
      "https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers#google-extended",
  },
  {
    token: "Applebot-Extended",
    operator: "Apple",
    kind: "training",
    inUserAgent: false,
    source: "https://support.apple.com/en-us/119829",
  },
  {
    token: "PerplexityBot",
    operator: "Perplexity",
    kind: "ai-search",
    inUserAgent: true,
    source: perplexity,
  },
  {
    token: "Perplexity-User",
    operator: "Perplexity",
    kind: "user-fetch",
    inUserAgent: true,
    source: perplexity,
  },
  {
    token: "Bytespider",
    operator: "ByteDance",
    kind: "training",
    inUserAgent: true,
    source: aiRobotsList,
  },
  {
    token: "Meta-ExternalAgent",
    operator: "Meta",
    kind: "training",
    inUserAgent: true,
    source: meta,
  },
  {
    token: "Meta-ExternalFetcher",
    operator: "Meta",
    kind: "user-fetch",
    inUserAgent: true,
    source: meta,
  },
  {
    token: "Amazonbot",
    operator: "Amazon",
    kind: "training",
    inUserAgent: true,
    source: "https://developer.amazon.com/amazonbot",
  },
  {
    token: "Diffbot",
    operator: "Diffbot",
    kind: "training",
    inUserAgent: true,
    source: "https://docs.diffbot.com/docs/does-crawl-respect-robotstxt",
  },
  {
    token: "cohere-ai",
    operator: "Cohere",
    kind: "user-fetch",
    inUserAgent: true,
    source: aiRobotsList,
  },
  {
    token: "cohere-training-data-crawler",
    operator: "Cohere",
    kind: "training",
    inUserAgent: true,
    source: aiRobotsList,
  },
  {
    token: "omgilibot",
    operator: "Webz.io",
    kind: "training",
    inUserAgent: true,
    source:
      "https://webz.io/blog/web-data/what-is-the-omgili-bot-and-why-is-it-crawling-your-website/",
  },
  {
    token: "Timpibot",
    operator: "Timpi",
    kind: "training",
    inUserAgent: true,
    source: aiRobotsList,
  },
  {
    token: "ImagesiftBot",
    operator: "ImageSift",
    kind: "ai-search",
    inUserAgent: true,
    source: "https://imagesift.com/about",
  },
];

/** What pages and pictures say to AI crawlers that read them anyway: no AI use of the text or the pictures. */
export const aiRobotsDirectives = "noai, noimageai";

/** The tokens that identify a refused crawler by its User-Agent. */
export const refusedUserAgentTokens: readonly string[] = aiCrawlers
  .filter((crawler) => crawler.inUserAgent)
  .map((crawler) => crawler.token);
