import { resolve } from "node:path";

/** The artist's content folder; CONTENT_DIR lets tests build from a fixture folder. */
export const contentDir: string = resolve(process.env.CONTENT_DIR ?? "content");
