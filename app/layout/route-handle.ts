/** What a route module's `handle` export may say about the page around its screen. */
export interface RouteHandle {
  /** The route draws its own header and footer (the Studio), not the public site's. */
  ownChrome?: boolean;
  /**
   * The page ships no app: its prerendered HTML is complete, and only its islands run
   * (`app/islands/island-registry.ts`). Links to it load it as a document.
   */
  islandsOnly?: boolean;
}

/** Whether a matched route's handle asks for its own chrome instead of the site's. */
export function wantsOwnChrome(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as RouteHandle).ownChrome === true
  );
}

/** Whether a matched route's handle says its page runs islands only, without the app. */
export function wantsIslandsOnly(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as RouteHandle).islandsOnly === true
  );
}
