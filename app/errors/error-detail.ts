import { isRouteErrorResponse } from "react-router";

/** One line saying what went wrong, in the router's own words where it has them. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}
