import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { siteRouting } from "../app/content/known-paths.server.ts";

if (import.meta.main) {
  const target = resolve("build/site-routing.json");
  await writeFile(target, `${JSON.stringify(siteRouting(), null, 2)}\n`);
  console.log(`Wrote ${target}.`);
}
