/** A video on an external host, as the project page embeds it. */
export interface ExternalVideo {
  provider: "youtube" | "vimeo";
  id: string;
  /** The video's own page on its host, for a link beside the embed. */
  watchUrl: string;
  /** The privacy-enhanced player: no tracking cookies until the visitor plays the video. */
  embedUrl: string;
}

const youtubeId = /^[\w-]{11}$/;
const vimeoId = /^\d{6,12}$/;
const youtubeHosts = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const vimeoHosts = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

function youtube(id: string | undefined): ExternalVideo | undefined {
  if (!id || !youtubeId.test(id)) return undefined;
  return {
    provider: "youtube",
    id,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  };
}

function vimeo(id: string | undefined): ExternalVideo | undefined {
  if (!id || !vimeoId.test(id)) return undefined;
  return {
    provider: "vimeo",
    id,
    watchUrl: `https://vimeo.com/${id}`,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1`,
  };
}

/**
 * Reads a YouTube or Vimeo address as the artist copies it from the browser or a share button
 * (watch page, short link, embed or Shorts address) and returns the video it names.
 */
export function parseVideoUrl(address: string): ExternalVideo | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return youtube(segments[0]);
  if (youtubeHosts.has(host)) {
    if (segments[0] === "watch") return youtube(url.searchParams.get("v") ?? undefined);
    if (segments[0] === "embed" || segments[0] === "shorts" || segments[0] === "live") {
      return youtube(segments[1]);
    }
    return undefined;
  }
  if (vimeoHosts.has(host)) {
    const id = host === "player.vimeo.com" && segments[0] === "video" ? segments[1] : segments[0];
    return vimeo(id);
  }
  return undefined;
}
