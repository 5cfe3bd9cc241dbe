import type { IslandStart } from "../islands/island-registry.ts";
import { noticeState, subscribeToNotices } from "./notify.ts";

/** The words of each announcement, one paragraph each. */
function paragraphs(texts: readonly string[]): HTMLParagraphElement[] {
  return texts.map((text) => Object.assign(document.createElement("p"), { textContent: text }));
}

/**
 * The page's notices (`Notices`): the live regions speak the notices on screen, and the visible
 * notices (sonner, with React) load at the first notice, so that a page loads none of their code
 * before a visitor does something that raises one.
 */
const start: IslandStart = (root) => {
  const polite = root.querySelector("[role=status]");
  const urgent = root.querySelector("[role=alert]");
  let areaLoading = false;
  subscribeToNotices(() => {
    const { announcements, areaRequested } = noticeState();
    polite?.replaceChildren(
      ...paragraphs(announcements.filter((item) => !item.urgent).map((item) => item.text)),
    );
    urgent?.replaceChildren(
      ...paragraphs(announcements.filter((item) => item.urgent).map((item) => item.text)),
    );
    if (!areaRequested || areaLoading) return;
    areaLoading = true;
    void import("./mount-notice-area.ts").then(({ mountNoticeArea }) => mountNoticeArea(root));
  });
};

export default start;
