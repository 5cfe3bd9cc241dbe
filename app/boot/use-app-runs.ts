import { useEffect, useState } from "react";

/**
 * Whether the app runs the page: false in the prerendered HTML and while the app hydrates it (so
 * the two agree), true from the render after. For what the HTML leaves out to keep a slow phone's
 * first second for the picture the visitor came for, and adds once the app runs.
 */
export function useAppRuns(): boolean {
  const [runs, setRuns] = useState(false);
  useEffect(() => setRuns(true), []);
  return runs;
}
