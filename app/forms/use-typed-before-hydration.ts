import { useLayoutEffect } from "react";

/**
 * Keeps what a visitor typed into a prerendered form before the page's script ran. React
 * hydrates a field without touching its text, but the next render of a controlled field would
 * write the state's empty value back over it. `adopt` runs as the form mounts, right after
 * hydration and before anything renders again, to copy the fields' text into the form's state
 * (mounted by a navigation inside the site, the fields are empty and there is nothing to copy).
 */
export function useTypedBeforeHydration(adopt: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the form mounts
  useLayoutEffect(adopt, []);
}
