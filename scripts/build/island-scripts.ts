import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { build, type Rolldown } from "vite";
import { type IslandName, islandModules } from "../../app/islands/island-registry.ts";
import { projectRoot } from "./prerender-folder.ts";

/** Where each island's module is served from, by the island's name. */
export type IslandScripts = ReadonlyMap<string, string>;

function outputFiles(
  output: Awaited<ReturnType<typeof build>>,
): (Rolldown.OutputChunk | Rolldown.OutputAsset)[] {
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((result) => ("output" in result ? result.output : []));
}

/**
 * Bundles the islands (`app/islands/island-registry.ts`) into the client's `assets/`, one module
 * each with their shared code apart, named by their content's hash like the app's scripts; where
 * each one is served from. Vite works in `scratch`, so that nothing is written in the project.
 */
export async function buildIslandScripts(
  clientDir: string,
  scratch: string,
): Promise<IslandScripts> {
  const names = Object.keys(islandModules) as IslandName[];
  const output = await build({
    configFile: false,
    root: projectRoot,
    cacheDir: join(scratch, "vite-islands"),
    logLevel: "silent",
    build: {
      write: false,
      modulePreload: false,
      target: "es2022",
      rolldownOptions: {
        input: Object.fromEntries(
          names.map((name) => [name, resolve(projectRoot, islandModules[name])]),
        ),
        // Each island's module keeps its default export: the starter calls it.
        preserveEntrySignatures: "exports-only",
        output: {
          entryFileNames: "assets/island-[name]-[hash].js",
          chunkFileNames: "assets/island-[name]-[hash].js",
          assetFileNames: "assets/island-[name]-[hash][extname]",
        },
      },
    },
  });
  const scripts = new Map<string, string>();
  for (const item of outputFiles(output)) {
    const file = join(clientDir, item.fileName);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, item.type === "chunk" ? item.code : item.source);
    if (item.type === "chunk" && item.isEntry) scripts.set(item.name, `/${item.fileName}`);
  }
  const missing = names.filter((name) => !scripts.has(name));
  if (missing.length > 0)
    throw new Error(`no module was built for the islands ${missing.join(", ")}`);
  return scripts;
}
