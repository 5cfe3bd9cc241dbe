import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { parseEnv } from "./env.ts";
import { requireNode24 } from "./require-node.ts";

requireNode24();
const env = parseEnv();

if (!existsSync(join(env.BUILD_DIR, "site-routing.json"))) {
  console.log(`No build found in ${env.BUILD_DIR}; building the site first.`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const app = createApp({ buildDir: env.BUILD_DIR });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Serving the site at http://${env.HOST}:${info.port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
