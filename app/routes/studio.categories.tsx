import type { CategoriesEditor } from "../../core/studio/content-api.ts";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import { CategoriesScreen } from "../studio/site/CategoriesScreen.tsx";
import { sitePages } from "../studio/site/SiteNav.tsx";
import type { Route } from "./+types/studio.categories";

export function meta() {
  return studioMeta(sitePages.categories.label);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<CategoriesEditor>("/categories", { signal: request.signal });
}

export default function CategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen loaded={loaderData} />;
}
