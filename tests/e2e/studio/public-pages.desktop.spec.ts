// Which files a page loads does not depend on the viewport: desktop project only.
import { publicPaths } from "../../../core/content/known-paths.server.ts";
import { failedResourceLoad, gotoHydrated, http404Console } from "../fixtures.ts";
import { isolateFromInternet } from "../newsletter-hosts.ts";
import { expect, test } from "./studio-server.ts";

interface ManifestRoute {
  id: string;
  [key: string]: unknown;
}

/** Every /assets/ file a route entry of React Router's manifest names. */
function assetsOf(route: ManifestRoute): string[] {
  return Object.values(route)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === "string" && value.startsWith("/assets/"));
}

test("no public page loads any of the Studio's code or styles", async ({
  context,
  page,
  pageErrors,
  studio,
}) => {
  // It loads and hydrates every page of the site, one after another.
  test.slow();
  await isolateFromInternet(context);
  pageErrors.allow(http404Console);
  pageErrors.allow(failedResourceLoad);
  // The Studio's shell carries React Router's whole manifest: the Studio's files are those
  // that only its routes name.
  await studio.setPassword();
  await gotoHydrated(page, `${studio.url}/studio/sign-in`);
  const routes = await page.evaluate(
    () =>
      Object.values(
        (window as unknown as { __reactRouterManifest: { routes: Record<string, unknown> } })
          .__reactRouterManifest.routes,
      ) as ManifestRoute[],
  );
  const isStudio = (route: ManifestRoute) => route.id.startsWith("routes/studio");
  const publicFiles = new Set(routes.filter((r) => !isStudio(r)).flatMap(assetsOf));
  const studioOnly = routes
    .filter(isStudio)
    .flatMap(assetsOf)
    .filter((file) => !publicFiles.has(file));
  expect(studioOnly.length, "the Studio's own files").toBeGreaterThan(5);

  for (const path of [...publicPaths(), "/a-missing-page"]) {
    await gotoHydrated(page, path);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(loaded.length, path).toBeGreaterThan(3);
    expect(
      loaded.filter((file) => studioOnly.includes(file)),
      path,
    ).toEqual([]);
    expect(
      loaded.filter((file) => /\/assets\/studio[-.]/.test(file)),
      path,
    ).toEqual([]);
  }
});

test("the sitemap and the prerendered pages leave the Studio out", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/studio");
  expect(publicPaths().filter((path) => path.startsWith("/studio"))).toEqual([]);
});
