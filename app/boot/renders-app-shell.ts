import { createContext } from "react";

/**
 * True while the build renders the app's shell (React Router's SPA fallback, from which the
 * Studio's pages start), which React Router renders at `/`: it must carry the app's scripts,
 * whatever the page at that address ships.
 */
export const RendersAppShell = createContext(false);
