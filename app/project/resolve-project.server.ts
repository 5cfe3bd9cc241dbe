import type { Project, ProjectImage, ProjectView } from "../../core/content/project-schema.ts";
import { imageData, publishedFile, resolveImage } from "../../core/images/image-manifest.server.ts";
import type { ImageManifest } from "../../core/images/image-manifest.ts";
import { imageWorkName, workView } from "./work-view.ts";

const videoTypes: Record<string, string> = { mp4: "video/mp4", webm: "video/webm" };

/** A project with its images and video resolved to what the screens render. */
export function resolveProject(project: Project, manifest: ImageManifest): ProjectView {
  const { images, video, visibility: _visibility, details, ...fields } = project;
  const extension = video?.path.split(".").pop()?.toLowerCase() ?? "";
  return {
    ...fields,
    images: images.map((image, index): ProjectImage => {
      // The project page shows each picture whole: its focal point has nothing to keep.
      const resolved = resolveImage(manifest, { path: image.path, alt: image.alt });
      if (!image.details && !image.title) return resolved;
      const name = imageWorkName(project.title, image.title, index);
      return { ...resolved, work: workView(name, image.details ?? {}) };
    }),
    ...(video
      ? {
          video: {
            src: publishedFile(manifest, video.path),
            mimeType: videoTypes[extension] ?? "video/mp4",
            ...(video.poster ? { poster: imageData(manifest, video.poster) } : {}),
          },
        }
      : {}),
    ...(details ? { work: workView(project.title, details) } : {}),
  };
}
