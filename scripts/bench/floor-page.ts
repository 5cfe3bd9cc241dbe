import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "@playwright/test";
import { openerPolicy } from "../../server/security/security-headers.ts";
import { type AppliedFigures, measureApplied } from "./applied-throttling.ts";

/**
 * The least a page can cost on this machine under the applied conditions: one heading and one
 * paragraph, no stylesheet or picture to fetch, and a one-line script that marks the page
 * hydrated as the parser reaches it. Its figures are the floor under every route's: what the
 * connection's round trips and the slowed browser take for any page (opening a browser
 * context, committing the navigation, a first layout and paint), so that runs on machines of
 * different speeds can be compared by what the site adds to it. It carries the site's opener
 * policy, as every page of the site does: opened from a blank tab, that policy costs a new
 * renderer process ([decision 015](../../docs/decisions/015-pages-keep-the-opener-policy.md)),
 * which is the browser's work for any of the site's pages, not the page's.
 */
const floorHtml = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body>
<h1>Floor</h1>
<p>The least a page can cost: one heading and one paragraph, and a script that marks the page hydrated.</p>
<script>document.documentElement.setAttribute("data-hydrated", "")</script>
</body>
</html>
`;

interface FloorServer {
  origin: string;
  stop(): Promise<void>;
}

/** Serves the floor page at `/` on a free port of 127.0.0.1. */
export async function startFloorServer(): Promise<FloorServer> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cross-origin-opener-policy": openerPolicy,
    });
    response.end(floorHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The floor page's applied figures: `runs` cold loads, as a route's are measured. */
export async function measureFloor(browser: Browser, runs: number): Promise<AppliedFigures> {
  const server = await startFloorServer();
  try {
    return await measureApplied(browser, "/", runs, { origin: server.origin });
  } finally {
    await server.stop();
  }
}
