import type { IslandStart } from "../islands/island-registry.ts";
import { openImageIndex, withOpenImage } from "../lightbox/image-param.ts";
import type { LightboxPictures, LightboxView } from "../lightbox/mount-lightbox.ts";

interface LightboxState {
  /** Set on the history entry the lightbox added, so closing can step back over it. */
  lightbox?: boolean;
}

const openedHere = (): boolean => (history.state as LightboxState | null)?.lightbox === true;
const search = () => new URLSearchParams(window.location.search);

/**
 * A project's grid (`ProjectGallery`): a plain click on a picture opens the lightbox at it, in
 * the page, without losing the click while the lightbox's code (React) still loads. The code
 * loads once the page is next idle after its islands start, or as a pointer or the focus comes to a
 * picture. The lightbox's state lives in the address (`?image=3`): a link opens that image,
 * opening adds a history entry so that the back button closes the lightbox, and moving between
 * images replaces that entry. Closed, it gives the focus back to the picture it last showed.
 */
const start: IslandStart = (grid) => {
  const pictures = JSON.parse(grid.dataset.props ?? "{}") as LightboxPictures;
  const count = pictures.images.length;
  let lightbox: Promise<LightboxView> | undefined;
  let lastShown: number | null = null;
  const load = () => {
    lightbox ??= import("../lightbox/mount-lightbox.ts").then(({ mountLightbox }) =>
      mountLightbox(pictures, { onView: view, onClose: close }),
    );
    return lightbox;
  };
  const returnFocus = (shown: number) => {
    const active = document.activeElement;
    if (active !== document.body && active !== null) return;
    grid.querySelector<HTMLElement>(`a[data-slide="${shown}"]`)?.focus();
  };
  const follow = () => {
    const index = openImageIndex(search(), count);
    const closedAt = index === null ? lastShown : null;
    lastShown = index;
    if (index === null && !lightbox) return;
    void load().then((shown) => {
      shown.show(index);
      if (closedAt !== null) window.setTimeout(returnFocus, 0, closedAt);
    });
  };
  const view = (index: number) => {
    if (index === openImageIndex(search(), count)) return;
    history.replaceState(history.state, "", withOpenImage(search(), index));
    lastShown = index;
  };
  const close = () => {
    if (openedHere()) history.back();
    else {
      history.replaceState(null, "", withOpenImage(search(), null) || window.location.pathname);
      follow();
    }
  };
  grid.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-slide]");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    history.pushState({ lightbox: true } satisfies LightboxState, "", link.href);
    follow();
  });
  grid.addEventListener("pointerover", () => void load(), { once: true });
  grid.addEventListener("focusin", () => void load(), { once: true });
  window.addEventListener("popstate", follow);
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(() => void load(), { timeout: 4000 });
  }
  follow();
};

export default start;
