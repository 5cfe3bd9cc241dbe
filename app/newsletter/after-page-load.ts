/**
 * Runs `task` once the page has finished loading and the browser is idle, so that a third-party
 * script never competes with the page's own first load. Returns a cancel function.
 */
export function afterPageLoad(task: () => void): () => void {
  let idleHandle: number | undefined;
  const schedule = () => {
    idleHandle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(task, { timeout: 1500 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
