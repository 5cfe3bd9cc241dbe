import { Navigate, useParams, useRouteLoaderData } from "react-router";
import { CategoryNotFound, CategoryScreen } from "../category/CategoryScreen.tsx";
import { loadCategoryRow } from "../category/category.server.ts";
import { aliasTarget } from "../category/category-alias.ts";
import type { RouteHandle } from "../layout/route-handle.ts";
import type { loader as rootLoader } from "../root.tsx";
import { pageMeta, siteFromMatches } from "../seo/page-meta.ts";
import type { Route } from "./+types/category";

export const handle: RouteHandle = { islandsOnly: true };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const row = loaderData?.row;
  if (!row)
    return pageMeta(site, {
      title: "Category not found",
      description: "No such category.",
      noindex: true,
    });
  return pageMeta(site, {
    title: row.category.name,
    description: `${row.category.name} by ${site?.name ?? "the artist"}: ${row.projects.map((p) => p.title).join(", ")}.`,
    path: `/category/${row.category.slug}`,
  });
}

export function loader({ params }: Route.LoaderArgs) {
  return { row: loadCategoryRow(params.slug) };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { slug = "" } = useParams();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (loaderData.row) return <CategoryScreen row={loaderData.row} />;
  // The server redirects old addresses; a link followed inside the site lands here instead.
  const target = aliasTarget(root?.categories ?? [], slug);
  if (target) return <Navigate to={`/category/${target}`} replace />;
  return <CategoryNotFound />;
}
