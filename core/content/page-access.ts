import { z } from "zod";

/**
 * What a release says about pages that are not for everyone, written by the build beside the
 * pages (`page-access.json`) and read by the server: the pages search engines are told to leave
 * out (unlisted and private projects), and each private project with the image files that
 * belong to it alone. A private project's page, data and images are not in `client/`; the
 * server sends them from the release's private folder to visitors holding its cookie.
 */
export const pageAccessSchema = z.object({
  /** Addresses answered with `X-Robots-Tag: noindex`. */
  noindexPaths: z.array(z.string()),
  privateProjects: z.array(
    z.object({
      id: z.string(),
      /** The page's address, `/project/<id>`. */
      path: z.string(),
      /** Names of its files under `/img/` that no public page uses. */
      images: z.array(z.string()),
    }),
  ),
});

export type PageAccess = z.infer<typeof pageAccessSchema>;

/** A release built before projects could be unlisted or private. */
export const everyPagePublic: PageAccess = { noindexPaths: [], privateProjects: [] };
