import { useCallback, useEffect, useState } from "react";

/**
 * Where a refused change takes the focus: each refusal told (the function returned) takes it
 * to the first field marked invalid within `scope` (a selector), once the page shows the marks.
 */
export function useRefusalFocus(scope: string): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    document.querySelector<HTMLElement>(`${scope} [aria-invalid="true"]`)?.focus();
  }, [refusals, scope]);
  return useCallback(() => setRefusals((count) => count + 1), []);
}
