import type { Config } from "@react-router/dev/config";
import { knownPaths } from "./core/content/known-paths.server.ts";

export default {
  appDirectory: "app",
  // `npm run build` has React Router write into the folder of the build it is making.
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR ?? "build/react-router",
  ssr: false,
  // Every known URL becomes a static HTML file; unknown URLs get the 404 page.
  prerender: () => knownPaths(),
} satisfies Config;
