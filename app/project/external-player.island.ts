import type { IslandStart } from "../islands/island-registry.ts";

/**
 * An external host's player, loaded only when the visitor asks for it (`ProjectMedia`): the
 * play button gives way to the host's player, which starts playing.
 */
const start: IslandStart = (frame) => {
  const button = frame.querySelector("button");
  const { embedUrl = "", videoTitle = "" } = frame.dataset;
  button?.addEventListener("click", () => {
    const separator = embedUrl.includes("?") ? "&" : "?";
    const player = Object.assign(document.createElement("iframe"), {
      src: `${embedUrl}${separator}autoplay=1`,
      title: `Video: ${videoTitle}`,
      allow: "autoplay; encrypted-media; picture-in-picture; fullscreen",
      allowFullscreen: true,
      referrerPolicy: "strict-origin-when-cross-origin",
      className: "absolute inset-0 h-full w-full border-0",
    });
    frame.replaceChildren(player);
  });
};

export default start;
