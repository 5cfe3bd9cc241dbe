import { createContext } from "react";

/**
 * Whether React runs the part of the page a component renders in: true inside the app (the
 * Studio); false in the static HTML of a public page, which runs islands only, where a
 * component that acts marks its element for a plain island instead (`island-registry.ts`).
 */
export const ReactRunsHere = createContext(true);
