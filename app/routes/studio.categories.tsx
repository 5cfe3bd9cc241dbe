import type { CategoriesEditor } from "../../core/studio/content-api.ts";
import { CategoriesScreen } from "../studio/CategoriesScreen.tsx";
import { studioApi } from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.categories";

export function meta() {
  return [{ title: "Categories | Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<CategoriesEditor>("/categories", { signal: request.signal });
}

export default function CategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen loaded={loaderData} />;
}
