import { createElement } from "react";
import { createRoot } from "react-dom/client";
import NoticeArea from "./NoticeArea.tsx";

/** Draws the visible notices (`NoticeArea`) in a box of their own beside the live regions. */
export function mountNoticeArea(beside: HTMLElement): void {
  const box = document.createElement("div");
  beside.append(box);
  createRoot(box).render(createElement(NoticeArea));
}
