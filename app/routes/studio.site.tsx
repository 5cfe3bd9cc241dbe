import { studioMeta } from "../studio/shared/studio-meta.ts";
import { SiteScreen } from "../studio/site/SiteScreen.tsx";

export function meta() {
  return studioMeta("Site");
}

export default function SiteRoute() {
  return <SiteScreen />;
}
