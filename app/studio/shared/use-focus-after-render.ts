import { useEffect, useState } from "react";

/**
 * Focuses the element of an id once React has rendered the change that makes it: where a
 * button goes with what it did (a picture moved, a slide added or taken out), the focus goes on
 * there rather than falling to the page.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<string>();
  useEffect(() => {
    if (target === undefined) return;
    setTarget(undefined);
    document.getElementById(target)?.focus();
  }, [target]);
  return setTarget;
}
