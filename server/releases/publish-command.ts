import type { ReleaseInfo } from "../../core/build/release-info.ts";
import { BuildLockedError, takeBuildLock } from "./build-lock.ts";
import { currentReleaseId, listReleases, makeCurrent } from "./releases.ts";

export interface PublishCommandIo {
  buildRoot: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

const usage = `Usage:
  npm run publish -- list            the kept builds, newest first; * marks the one served
  npm run publish -- rollback        serve the build before the current one
  npm run publish -- rollback <id>   serve that build
`;

function describe(release: ReleaseInfo, current: string | undefined): string {
  const mark = release.id === current ? "*" : " ";
  return `${mark} ${release.id}  ${release.createdAt}  ${release.pages} pages, ${release.projects} projects, ${release.images} images\n`;
}

/** The build a rollback without an id goes back to: the newest one older than the current. */
function previous(releases: ReleaseInfo[], current: string | undefined): ReleaseInfo | undefined {
  const at = releases.findIndex((release) => release.id === current);
  return at === -1 ? releases[0] : releases[at + 1];
}

function rollback(io: PublishCommandIo, wanted: string | undefined): number {
  const releases = listReleases(io.buildRoot);
  const current = currentReleaseId(io.buildRoot);
  const target = wanted
    ? releases.find((release) => release.id === wanted)
    : previous(releases, current);
  if (!target) {
    io.err(
      wanted
        ? `There is no kept build "${wanted}". See: npm run publish -- list\n`
        : "There is no older build to go back to. See: npm run publish -- list\n",
    );
    return 1;
  }
  if (target.id === current) {
    io.out(`${target.id} is already the build being served.\n`);
    return 0;
  }
  const lock = takeBuildLock(io.buildRoot, "switch");
  try {
    makeCurrent(io.buildRoot, target.id);
  } finally {
    lock.release();
  }
  io.out(`Now serving ${target.id} (built ${target.createdAt}).\n`);
  return 0;
}

export function runPublishCommand(args: string[], io: PublishCommandIo): number {
  const [command, id, ...rest] = args;
  try {
    if (command === "list" && id === undefined) {
      const releases = listReleases(io.buildRoot);
      if (releases.length === 0) io.out("No builds yet: npm run build makes one.\n");
      const current = currentReleaseId(io.buildRoot);
      for (const release of releases) io.out(describe(release, current));
      return 0;
    }
    if (command === "rollback" && rest.length === 0) return rollback(io, id);
  } catch (error) {
    if (!(error instanceof BuildLockedError)) throw error;
    io.err(`Cannot switch now: ${error.message}.\n`);
    return 1;
  }
  io.err(usage);
  return 2;
}
