import { SiteScreen } from "../studio/site/SiteScreen.tsx";

export function meta() {
  return [{ title: "Site | Studio" }, { name: "robots", content: "noindex" }];
}

export default function SiteRoute() {
  return <SiteScreen />;
}
