import { mkdir, readdir, readFile, rename } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import type { PageAccess } from "../../core/content/page-access.ts";
import type { Project } from "../../core/content/project-schema.ts";
import { loadProjects } from "../../core/content/projects.server.ts";
import type { ImageManifest } from "../../core/images/image-manifest.ts";
import { publicImagePrefix } from "../../core/images/image-manifest.ts";
import { isPlaceholderPath } from "../../core/images/placeholder-path.ts";
import { accessPagePaths } from "../../core/site/access-pages.ts";
import { accessPagesFolder, releaseFiles } from "../../server/releases/release-files.ts";
import { publishImages } from "./publish-images.ts";

/** The content files of a project the image step published: its pictures, video and poster. */
function contentFilesOf(project: Project): string[] {
  return [
    ...project.images.map((image) => image.path).filter((path) => !isPlaceholderPath(path)),
    ...(project.video ? [project.video.path] : []),
    ...(project.video?.poster ? [project.video.poster] : []),
  ];
}

function fileName(url: string): string {
  return url.startsWith(publicImagePrefix) ? url.slice(publicImagePrefix.length) : url;
}

/** The names under `/img/` of everything the image step made of these content files. */
function publishedNames(manifest: ImageManifest, paths: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const path of paths) {
    const image = manifest.images[path];
    if (image) {
      names.add(fileName(image.src));
      const tile = manifest.tiles[path];
      const srcsets = [image.avifSrcset, image.webpSrcset, tile?.avifSrcset, tile?.webpSrcset];
      for (const srcset of srcsets.filter((list) => list !== undefined)) {
        for (const entry of srcset.split(",")) {
          const url = entry.trim().split(/\s+/)[0];
          if (url) names.add(fileName(url));
        }
      }
    }
    const share = manifest.shares[path];
    if (share) names.add(fileName(share));
    const file = manifest.files[path];
    if (file) names.add(fileName(file));
  }
  return names;
}

/**
 * Which pages of the content are unlisted or private, and the image files each private project
 * alone uses. A picture that some other page also shows (the same file in a public project)
 * stays public: its address gives away nothing that page does not.
 */
export function pageAccessOf(contentDir: string, manifest: ImageManifest): PageAccess {
  const projects = loadProjects(contentDir);
  const hidden = projects.filter((project) => project.visibility !== undefined);
  const privateOnes = hidden.filter((project) => project.visibility === "private");
  const privatePaths = new Set(privateOnes.flatMap(contentFilesOf));
  const everyPath = [...Object.keys(manifest.images), ...Object.keys(manifest.files)];
  const seenElsewhere = publishedNames(
    manifest,
    everyPath.filter((path) => !privatePaths.has(path)),
  );
  return {
    noindexPaths: hidden.map((project) => `/project/${project.id}`),
    privateProjects: privateOnes.map((project) => ({
      id: project.id,
      path: `/project/${project.id}`,
      images: [...publishedNames(manifest, contentFilesOf(project))]
        .filter((name) => !seenElsewhere.has(name))
        .sort(),
    })),
  };
}

/** The image step's manifest without the files only private projects use. */
export function publicManifest(manifest: ImageManifest, access: PageAccess): ImageManifest {
  const privateNames = new Set(access.privateProjects.flatMap((project) => project.images));
  return { ...manifest, outputs: manifest.outputs.filter((name) => !privateNames.has(name)) };
}

/** Moves a page's prerendered folder and data file from `client/` to the same place under `to`. */
async function movePage(clientDir: string, to: string, path: string): Promise<void> {
  const relative = path.slice(1);
  for (const name of [relative, `${relative}.data`]) {
    await mkdir(dirname(join(to, name)), { recursive: true });
    await rename(join(clientDir, name), join(to, name));
  }
}

/** Text files of `client/` a page's address or a file name could be written in. */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(html|data|xml|txt|webmanifest|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Refuses a build whose public folder still names a private project's page or one of its own
 * image files anywhere: nothing of a private project may be reachable without its password.
 */
async function checkNothingLeft(clientDir: string, access: PageAccess): Promise<void> {
  const traces = access.privateProjects.flatMap((project) => {
    const address = new RegExp(`${project.path}(?![a-z0-9-])`);
    return [
      { project: project.id, trace: project.path, in: (text: string) => address.test(text) },
      ...project.images.map((name) => ({
        project: project.id,
        trace: name,
        in: (text: string) => text.includes(name),
      })),
    ];
  });
  if (traces.length === 0) return;
  for (const file of await textFiles(clientDir)) {
    const text = await readFile(file, "utf8");
    const found = traces.find((trace) => trace.in(text));
    if (found) {
      throw new Error(
        `the public file ${relative(clientDir, file)} names ${found.trace} of the private project ${found.project}: a public page must not link to or show anything of a private project`,
      );
    }
  }
}

/**
 * Takes the private projects out of what is served: each one's page, data and own image files
 * go to `private/<id>/` (laid out like `client/`), the password form's pages to
 * `private/_access/`, where the server finds them. Returns how many projects it moved.
 */
export async function keepPrivatePagesApart(
  releaseDir: string,
  access: PageAccess,
  manifest: ImageManifest,
  imageCacheDir: string,
): Promise<number> {
  const clientDir = join(releaseDir, releaseFiles.client);
  const privateDir = join(releaseDir, releaseFiles.private);
  await mkdir(privateDir, { recursive: true });
  for (const project of access.privateProjects) {
    const folder = join(privateDir, project.id);
    await movePage(clientDir, folder, project.path);
    await publishImages(
      { ...manifest, outputs: project.images },
      imageCacheDir,
      join(folder, "img"),
    );
  }
  if (access.privateProjects.length > 0) {
    for (const path of Object.values(accessPagePaths)) {
      await movePage(clientDir, join(privateDir, accessPagesFolder), path);
    }
  }
  await checkNothingLeft(clientDir, access);
  return access.privateProjects.length;
}
