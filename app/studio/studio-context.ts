import { createContext, useContext } from "react";
import type { StudioCounts } from "./studio-api.ts";

export interface StudioContextValue {
  counts: StudioCounts | undefined;
  /** Says what just happened, on screen and to screen readers. */
  announce(text: string): void;
}

export const StudioContext = createContext<StudioContextValue>({
  counts: undefined,
  announce: () => {},
});

export function useStudio(): StudioContextValue {
  return useContext(StudioContext);
}
