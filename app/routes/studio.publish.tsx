import type { ProjectList } from "../studio/content-api.ts";
import { neededByProject } from "../studio/needed-before-publishing.ts";
import { PublishScreen } from "../studio/PublishScreen.tsx";
import type { PublishOverview } from "../studio/publish-api.ts";
import { studioApi } from "../studio/studio-client.ts";
import type { Route } from "./+types/studio.publish";

export function meta() {
  return [{ title: "Publish | Studio" }, { name: "robots", content: "noindex" }];
}

// The projects' things to do before publishing, to say them before a build would stop at them.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [overview, projects] = await Promise.all([
    studioApi<PublishOverview>("/publish", { signal: request.signal }),
    studioApi<ProjectList>("/projects", { signal: request.signal }),
  ]);
  return { overview, needed: neededByProject(projects) };
}

export default function PublishRoute({ loaderData }: Route.ComponentProps) {
  return <PublishScreen overview={loaderData.overview} needed={loaderData.needed} />;
}
