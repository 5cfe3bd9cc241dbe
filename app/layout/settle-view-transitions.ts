/// <reference lib="dom" />

/**
 * Marks the promises of the page's cross-document view transitions as handled. A transition the
 * browser skips (the visitor navigates again mid-way, the tab is hidden) rejects them, and with
 * nothing listening Chromium reports an uncaught error for a transition that was only cosmetic.
 * The page's head runs this function's text (`ViewTransitionsSettled`), before the first frame.
 */
export function settleViewTransitions(): void {
  const settle = (event: Event) => {
    const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
    if (!transition) return;
    transition.ready.catch(() => {});
    transition.finished.catch(() => {});
    transition.updateCallbackDone.catch(() => {});
  };
  window.addEventListener("pageswap", settle);
  window.addEventListener("pagereveal", settle);
}
