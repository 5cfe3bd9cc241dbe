import { createElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import ProjectLightbox, { type ProjectLightboxProps } from "./ProjectLightbox.tsx";

/** What the lightbox shows of a project: its pictures and its title. */
export type LightboxPictures = Pick<ProjectLightboxProps, "images" | "title">;

/** The mounted lightbox: shown at an image (from 0), or closed with `null`, at once. */
export interface LightboxView {
  show(index: number | null): void;
}

/** Mounts the lightbox (React), closed, in a box of its own at the end of the page. */
export function mountLightbox(
  pictures: LightboxPictures,
  handlers: Pick<ProjectLightboxProps, "onView" | "onClose">,
): LightboxView {
  const box = document.createElement("div");
  document.body.append(box);
  const root = createRoot(box);
  // Drawn at once, so that what follows a close (the focus going back) finds it closed.
  const show = (index: number | null) =>
    flushSync(() =>
      root.render(createElement(ProjectLightbox, { ...pictures, ...handlers, index })),
    );
  show(null);
  return { show };
}
