type OpenWindow = (url: string, target: string) => { opener: unknown } | null;

/**
 * Opens an address in a new tab and says whether a tab opened. `window.open` with the
 * "noopener" feature always returns null, which would hide a blocked pop-up; so the tab is
 * opened plainly and then cut off from this page by clearing its `opener`.
 * Throws what the browser throws.
 */
export function openInNewTab(url: string, open: OpenWindow): boolean {
  const tab = open(url, "_blank");
  if (!tab) return false;
  tab.opener = null;
  return true;
}
