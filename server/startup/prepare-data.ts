import type { Settings } from "../env.ts";
import type { Logger } from "../logger.ts";
import { type LayoutStep, layoutSteps, refuseNewerLayout, upgradeLayout } from "./data-layout.ts";
import { refuseNewerSchema, upgradeDatabase } from "./database-upgrade.ts";
import { putStartingSite, sampleContentDir } from "./starting-site.ts";

/** Where the starting site of a first start comes from, and the layout steps this version has. */
export interface DataSources {
  starter: string;
  steps: readonly LayoutStep[];
}

const thisVersion: DataSources = { starter: sampleContentDir, steps: layoutSteps };

/**
 * Readies the folders the server keeps its state in, before it opens any of them: refuses data
 * that a newer version of the site left (both checks come before any change), brings the
 * folders' layout and the message database up to date, and puts the starting site in an empty
 * content folder. Logs each thing it changed.
 */
export async function prepareData(
  settings: Settings,
  logger: Logger,
  sources: DataSources = thisVersion,
): Promise<void> {
  const folders = {
    dataDir: settings.DATA_DIR,
    buildDir: settings.BUILD_DIR,
    contentDir: settings.CONTENT_DIR,
    imageCacheDir: settings.IMAGE_CACHE_DIR,
  };
  refuseNewerLayout(folders.dataDir, sources.steps);
  refuseNewerSchema(folders.dataDir);

  const layout = upgradeLayout(folders, sources.steps);
  if (layout.applied.length > 0) {
    logger.info("migrated the data folders' layout", {
      from: layout.from,
      to: layout.to,
      steps: layout.applied.join("; "),
    });
  }
  const database = await upgradeDatabase(folders.dataDir);
  if (database.from !== undefined && database.from < database.to) {
    logger.info("migrated the message database's schema", {
      from: database.from,
      to: database.to,
      keptAsItWasIn: database.backup,
    });
  }
  if (await putStartingSite(folders.contentDir, sources.starter, settings.SITE_URL)) {
    logger.info("put the starting site in the empty content folder", {
      contentDir: folders.contentDir,
      siteUrl: settings.SITE_URL,
    });
  }
}
