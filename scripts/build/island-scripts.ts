import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { build, type Rolldown } from "vite";
import { type IslandName, islandModules } from "../../app/islands/island-registry.ts";
import { projectRoot } from "./prerender-folder.ts";

/** Where an island's module is served from, and what comes with it. */
interface IslandScript {
  url: string;
  /**
   * The modules it imports statically, at any depth: fetched with it, so that on a slow
   * connection none waits a round trip for the module that names it.
   */
  imports: string[];
}

/** Each island's module, by the island's name. */
export type IslandScripts = ReadonlyMap<string, IslandScript>;

/** The files a chunk imports statically, at any depth, each once, in the order first met. */
function staticImportsOf(
  chunk: Rolldown.OutputChunk,
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>,
): string[] {
  const found = new Set<string>();
  const pending = [...chunk.imports];
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(chunks.get(next)?.imports ?? []));
  }
  return [...found];
}

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
  const files = outputFiles(output);
  const chunks = new Map(
    files.flatMap((item) => (item.type === "chunk" ? [[item.fileName, item] as const] : [])),
  );
  const scripts = new Map<string, IslandScript>();
  for (const item of files) {
    const file = join(clientDir, item.fileName);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, item.type === "chunk" ? item.code : item.source);
    if (item.type === "chunk" && item.isEntry) {
      const imports = staticImportsOf(item, chunks).map((fileName) => `/${fileName}`);
      scripts.set(item.name, { url: `/${item.fileName}`, imports });
    }
  }
  const missing = names.filter((name) => !scripts.has(name));
  if (missing.length > 0)
    throw new Error(`no module was built for the islands ${missing.join(", ")}`);
  return scripts;
}
