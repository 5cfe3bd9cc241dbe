import type { ProjectView } from "../../core/content/project-schema.ts";
import type { ExternalVideo } from "../../core/content/video-url.ts";
import type { ResolvedImage } from "../../core/images/image-data.ts";
import { Picture } from "../images/Picture.tsx";
import { islandMarker } from "../islands/island-registry.ts";

const frame = "relative aspect-video w-full overflow-hidden bg-ink";

/** How wide a player is shown: the page's width, at most the content's 1216 px. */
const playerSizes = "(min-width: 1280px) 1216px, 100vw";

/** A poster of one transparent pixel: the player shows the picture behind it until it plays. */
const seeThroughPoster =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The file of a video project, in the browser's own player. With a still, the film loads only
 * when the visitor plays it: asked to read its details, Chromium fetched about 100 KB of a
 * 137 KB film while the page loaded, on a slow connection as many bytes as the page's scripts.
 * Without one, the browser reads enough of the film to show its first frame.
 *
 * The still is a `<Picture>` behind the player, whose own poster is a transparent pixel: a
 * poster takes one address, so a phone loaded the still at a desktop's width (20 KB against 9 KB
 * in AVIF at its own), and it is the page's main picture. Without any poster the player paints
 * its own grey over the still, so the transparent one stays.
 *
 * Over a still, the player itself comes from its template once the page has painted
 * (`project-video.island.ts`): setting up its controls took Chromium about a dozen style passes
 * over the whole page while it loaded, 35 ms each on a phone 4x slower. Browsers without
 * scripts get it from the HTML.
 */
function NativeVideo({ video }: { video: NonNullable<ProjectView["video"]> }) {
  const player = (
    // biome-ignore lint/a11y/useMediaCaption: the artist's films have no spoken words to caption
    <video
      controls
      preload={video.poster ? "none" : "metadata"}
      poster={video.poster ? seeThroughPoster : undefined}
      className={video.poster ? "absolute inset-0 h-full w-full" : "aspect-video w-full bg-ink"}
    >
      <source src={video.src} type={video.mimeType} />
      Your browser does not support the video tag.
    </video>
  );
  if (!video.poster) return player;
  return (
    <div className={frame} data-video-still="" {...islandMarker("project-video")}>
      {/* The player names the film; the still is its poster, not a picture of its own. */}
      <Picture
        image={{ kind: "picture", alt: "", ...video.poster }}
        sizes={playerSizes}
        fit="cover"
        priority
      />
      <noscript>{player}</noscript>
      <template data-video-player="">{player}</template>
    </div>
  );
}

/**
 * An external host's player, loaded only when the visitor asks for it: until then a still
 * and a play button, so the host sees nothing of visitors who only look at the pictures. The
 * button's island (`external-player.island.ts`) puts the player in their place.
 */
function ExternalPlayer({
  video,
  title,
  still,
}: {
  video: ExternalVideo;
  title: string;
  still: ResolvedImage | undefined;
}) {
  return (
    <div
      className={frame}
      {...islandMarker("external-player")}
      data-embed-url={video.embedUrl}
      data-video-title={title}
    >
      {still && <Picture image={still} sizes={playerSizes} fit="cover" priority />}
      <button
        type="button"
        className="group absolute inset-0 flex items-center justify-center bg-ink/20 transition-colors hover:bg-ink/30"
      >
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 shadow-lg transition-transform group-hover:scale-105 md:h-20 md:w-20">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="ml-1 h-7 w-7 text-ink md:h-8 md:w-8"
            fill="currentColor"
          >
            <path d="M7 4.5v15a.75.75 0 0 0 1.14.64l12-7.5a.75.75 0 0 0 0-1.28l-12-7.5A.75.75 0 0 0 7 4.5Z" />
          </svg>
        </span>
        <span className="sr-only">Play video: {title}</span>
      </button>
    </div>
  );
}

/** The 16:9 box of a hybrid project whose film is not online yet. */
function VideoPlaceholder() {
  return (
    <div className={`${frame} flex items-center justify-center bg-line`}>
      <p className="text-muted">Video placeholder</p>
    </div>
  );
}

/** What a project shows above its pictures, by its type: a film, a player, or nothing. */
export function ProjectMedia({ project }: { project: ProjectView }) {
  if (project.type === "video" && project.video) return <NativeVideo video={project.video} />;
  if (project.type !== "hybrid") return null;
  if (!project.externalVideo) return <VideoPlaceholder />;
  return (
    <ExternalPlayer video={project.externalVideo} title={project.title} still={project.images[0]} />
  );
}
