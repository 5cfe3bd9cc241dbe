import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serveImageCache } from "./scripts/vite-image-cache.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serveImageCache()],
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one file, which every page loads: fewer and
        // lighter requests than Rolldown's own split, so that on a slow connection the page's
        // scripts arrive sooner (docs/performance.md).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@remix-run[\\/]route-pattern|cookie-es)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
