/** What a route module's `handle` export may say about the page around its screen. */
export interface RouteHandle {
  /** The route draws its own header and footer (the Studio), not the public site's. */
  ownChrome?: boolean;
}

/** Whether a matched route's handle asks for its own chrome instead of the site's. */
export function wantsOwnChrome(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as RouteHandle).ownChrome === true
  );
}
