import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { projectRoot } from "./prerender-folder.ts";

const reactRouterCli = join(
  createRequire(import.meta.url).resolve("@react-router/dev/package.json"),
  "..",
  "bin.cjs",
);

export interface PrerenderOptions {
  /** The content snapshot the pages are made from. */
  contentDir: string;
  /** The image step's manifest. */
  imageManifest: string;
  /** Where React Router writes `client/` (and a `server/` folder an SPA build leaves behind). */
  outDir: string;
  /** The project's Vite configuration, by the path it is loaded from (`prerenderFolder`). */
  viteConfig: string;
  /**
   * The folder React Router's preview server runs in. It prerenders through a Vite preview
   * server, which takes the working folder as the project and writes type files into its
   * `.react-router/`: in the build folder, two builds of different sites never clash there and
   * the project stays untouched.
   */
  scratch: string;
  /** Told each line React Router prints. */
  onOutput?: (line: string) => void;
  /** Stops the build: its process is ended, and the promise rejects once it has exited. */
  signal?: AbortSignal;
}

/**
 * Runs `react-router build` in a process of its own, so that it reads the content snapshot
 * and the manifest of this build (the content modules read their folder once, at start).
 * Rejects with what React Router printed when it fails.
 */
export function prerender({
  contentDir,
  imageManifest,
  outDir,
  viteConfig,
  scratch,
  onOutput,
  signal,
}: PrerenderOptions) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [reactRouterCli, "build", projectRoot, "--config", viteConfig],
      {
        env: {
          ...process.env,
          CONTENT_DIR: contentDir,
          IMAGE_MANIFEST: imageManifest,
          REACT_ROUTER_BUILD_DIR: outDir,
          NODE_ENV: "production",
        },
        cwd: scratch,
        stdio: ["ignore", "pipe", "pipe"],
        signal,
      },
    );
    const output: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line.trim() === "") continue;
        output.push(line);
        onOutput?.(line);
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    // A stopped build is told once its process has exited, so that its folder can go.
    child.on("error", (error) => {
      if (child.pid === undefined) reject(error);
    });
    child.on("close", (code) => {
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else
        reject(
          new Error(`react-router build failed (exit ${code}):\n${output.slice(-40).join("\n")}`),
        );
    });
  });
}
