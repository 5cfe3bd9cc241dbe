import { imageData, publishedFile, resolveImage } from "../images/image-manifest.server.ts";
import type { ImageManifest } from "../images/image-manifest.ts";
import type { Project, ProjectView } from "./project-schema.ts";

const videoTypes: Record<string, string> = { mp4: "video/mp4", webm: "video/webm" };

/** A project with its images and video resolved to what the screens render. */
export function resolveProject(project: Project, manifest: ImageManifest): ProjectView {
  const { images, video, ...fields } = project;
  const extension = video?.path.split(".").pop()?.toLowerCase() ?? "";
  return {
    ...fields,
    images: images.map((image) => resolveImage(manifest, image.path, image.alt)),
    ...(video
      ? {
          video: {
            src: publishedFile(manifest, video.path),
            mimeType: videoTypes[extension] ?? "video/mp4",
            ...(video.poster ? { poster: imageData(manifest, video.poster).src } : {}),
          },
        }
      : {}),
  };
}
