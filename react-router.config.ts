import type { Config } from "@react-router/dev/config";
import { knownPaths } from "./app/content/known-paths.server.ts";

export default {
  appDirectory: "app",
  ssr: false,
  // Every known URL becomes a static HTML file; unknown URLs get the 404 page.
  prerender: knownPaths,
} satisfies Config;
