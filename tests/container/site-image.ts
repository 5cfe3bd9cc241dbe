import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { must, run, tail } from "./command.ts";

/**
 * Builds the image from the Dockerfile in `context` as the going-online guide says, with the
 * base images this machine has (`--pull=never`) and the Docker format, which keeps HEALTHCHECK.
 * Tells each build step as it starts.
 */
export async function buildImage(
  tag: string,
  context: string,
  print: (line: string) => void,
): Promise<void> {
  const result = await run(
    "podman",
    ["build", "--format", "docker", "--pull=never", "--tag", tag, context],
    {
      onLine: (line) => {
        const step = /^\[(\d+)\/(\d+)\] STEP (\d+\/\d+): (.*)$/.exec(line);
        if (step) print(`stage ${step[1]}/${step[2]}, step ${step[3]}: ${step[4]?.slice(0, 90)}`);
      },
    },
  );
  if (result.code !== 0) {
    throw new Error(`podman build failed:\n${tail(`${result.stdout}\n${result.stderr}`)}`);
  }
}

/** The image's size in megabytes, as podman counts it. */
export async function imageSizeMb(tag: string): Promise<number> {
  const bytes = await must("podman", ["image", "inspect", "--format", "{{.Size}}", tag]);
  return Math.round(Number(bytes.trim()) / 1e6);
}

/** The commit before HEAD, and whether it has a Dockerfile to build an image from. */
export async function previousCommit(
  repository: string,
): Promise<{ commit: string; hasDockerfile: boolean } | undefined> {
  const parent = await run("git", ["rev-parse", "--verify", "--quiet", "HEAD~1"], {
    cwd: repository,
  });
  if (parent.code !== 0) return undefined;
  const commit = parent.stdout.trim();
  const dockerfile = await run("git", ["cat-file", "-e", `${commit}:Dockerfile`], {
    cwd: repository,
  });
  return { commit, hasDockerfile: dockerfile.code === 0 };
}

/** Builds the image of an earlier commit from its files as git holds them. */
export async function buildImageOf(
  repository: string,
  commit: string,
  tag: string,
  print: (line: string) => void,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "site-image-"));
  try {
    const archive = join(dir, "source.tar");
    await must("git", ["archive", "--output", archive, commit], { cwd: repository });
    const context = join(dir, "source");
    mkdirSync(context);
    await must("tar", ["-x", "-f", archive, "-C", context]);
    await buildImage(tag, context, print);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
