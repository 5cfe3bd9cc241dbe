import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serveImageCache } from "./scripts/vite-image-cache.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serveImageCache()],
});
