import type { ProjectList } from "../../core/studio/content-api.ts";
import type { PublishOverview } from "../../core/studio/publish-api.ts";
import { draftsOf, neededByProject } from "../studio/publish/needed-before-publishing.ts";
import { PublishScreen } from "../studio/publish/PublishScreen.tsx";
import { fieldsWithProblems } from "../studio/publish/problems-still-found.ts";
import { studioApi } from "../studio/shared/studio-client.ts";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import type { Route } from "./+types/studio.publish";

export function meta() {
  return studioMeta("Publish");
}

// The projects' things to do before publishing, to say them before a build would stop at them;
// the fields with a problem now, so that one mended since a failed build is not said again; and
// the drafts, which a publish leaves out.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [overview, projects] = await Promise.all([
    studioApi<PublishOverview>("/publish", { signal: request.signal }),
    studioApi<ProjectList>("/projects", { signal: request.signal }),
  ]);
  return {
    overview,
    needed: neededByProject(projects),
    found: fieldsWithProblems(projects),
    drafts: draftsOf(projects),
  };
}

export default function PublishRoute({ loaderData }: Route.ComponentProps) {
  const { overview, needed, found, drafts } = loaderData;
  return <PublishScreen overview={overview} needed={needed} found={found} drafts={drafts} />;
}
