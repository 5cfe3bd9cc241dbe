import { useEffect } from "react";

/** Closing the tab or reloading while `dirty` (a form with unsaved changes) asks first. */
export function useAskBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}
