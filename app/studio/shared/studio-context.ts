import { createContext, useContext } from "react";
import type { StudioCounts } from "../../../core/studio/studio-api.ts";

export interface StudioContextValue {
  counts: StudioCounts | undefined;
  /** Says what just happened, on screen and to screen readers. */
  announce(text: string): void;
  /** Asks the server for the header's figures again (the changes to publish, after a save). */
  refreshHeader(): Promise<void>;
}

export const StudioContext = createContext<StudioContextValue>({
  counts: undefined,
  announce: () => {},
  refreshHeader: async () => {},
});

export function useStudio(): StudioContextValue {
  return useContext(StudioContext);
}
