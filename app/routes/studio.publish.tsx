import { PublishScreen } from "../studio/PublishScreen.tsx";
import type { PublishOverview } from "../studio/publish-api.ts";
import { studioApi } from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.publish";

export function meta() {
  return [{ title: "Publish | Studio" }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return studioApi<PublishOverview>("/publish", { signal: request.signal });
}

export default function PublishRoute({ loaderData }: Route.ComponentProps) {
  return <PublishScreen overview={loaderData} />;
}
