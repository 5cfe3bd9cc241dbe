import { useLocation, useNavigate } from "react-router";
import { openImageIndex, withOpenImage } from "./image-param.ts";

interface LightboxState {
  /** Set on the history entry the lightbox added, so closing can step back over it. */
  lightbox?: boolean;
}

function isLightboxState(state: unknown): state is LightboxState {
  return typeof state === "object" && state !== null && "lightbox" in state;
}

export interface LightboxAddress {
  /** The open image (from 0), or `null` while the lightbox is closed. */
  index: number | null;
  open: (index: number) => void;
  view: (index: number) => void;
  close: () => void;
}

/**
 * The lightbox's state lives in the address (`?image=3`): a link opens that image, opening
 * adds a history entry so that the back button closes the lightbox instead of leaving the
 * page, and moving between images replaces that entry rather than piling up more.
 */
export function useLightboxAddress(count: number): LightboxAddress {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const options = { preventScrollReset: true } as const;
  return {
    index: openImageIndex(search, count),
    open: (index) =>
      navigate({ search: withOpenImage(search, index) }, { ...options, state: { lightbox: true } }),
    view: (index) =>
      navigate(
        { search: withOpenImage(search, index) },
        { ...options, replace: true, state: location.state },
      ),
    close: () => {
      if (isLightboxState(location.state) && location.state.lightbox) navigate(-1);
      else navigate({ search: withOpenImage(search, null) }, { ...options, replace: true });
    },
  };
}
