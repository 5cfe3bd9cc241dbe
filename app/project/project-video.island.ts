import type { IslandStart } from "../islands/island-registry.ts";

/**
 * A video project's still (`ProjectMedia`): the browser's player joins it from its template,
 * once the page has painted; browsers without scripts have it from the `<noscript>` copy.
 */
const start: IslandStart = (still) => {
  const template = still.querySelector<HTMLTemplateElement>("template[data-video-player]");
  if (!template) return;
  still.append(template.content);
  template.remove();
};

export default start;
