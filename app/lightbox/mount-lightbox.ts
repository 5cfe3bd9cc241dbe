import { createElement } from "react";
import { createRoot } from "react-dom/client";
import ProjectLightbox, { type ProjectLightboxProps } from "./ProjectLightbox.tsx";

/** What the lightbox shows of a project: its pictures and its title. */
export type LightboxPictures = Pick<ProjectLightboxProps, "images" | "title">;

/** The mounted lightbox: shown at an image (from 0), or closed with `null`. */
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
  const show = (index: number | null) =>
    root.render(createElement(ProjectLightbox, { ...pictures, ...handlers, index }));
  show(null);
  return { show };
}
