import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { readArchiveEntries, readSmallEntry } from "../../../server/export/archive-entries.ts";
import { pathInside } from "../../../server/export/archive-path.ts";
import { importArchive } from "../../../server/export/import-archive.ts";
import { SqliteMessageStore } from "../../../server/storage/sqlite-message-store.ts";
import { e2eSite } from "../../fixtures/e2e-site.ts";
import { project, site } from "../site-facts.ts";
import { expectAccessible, signIn } from "./studio-screen-checks.ts";
import { expect, test } from "./studio-server.ts";

/** Clicks a download link and keeps the file; returns where, and the name the server gave it. */
async function download(page: Page, link: string, folder: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: link, exact: true }).click(),
  ]);
  const path = join(folder, file.suggestedFilename());
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}

/** Unpacks the archive's static copy of the site, as a person unzipping it would. */
async function unpackSite(archiveFile: string, into: string): Promise<void> {
  const archive = await readArchiveEntries(archiveFile);
  try {
    for (const [name, entry] of archive.files) {
      if (!name.startsWith("site/")) continue;
      const target = pathInside(into, name.slice("site/".length));
      if (!target) throw new Error(`${name} lands outside the folder`);
      mkdirSync(dirname(target), { recursive: true });
      await writeFile(target, await readSmallEntry(archive, entry, 50_000_000));
    }
  } finally {
    archive.zip.close();
  }
}

test("the owner downloads everything, which imports into a fresh site whole and opens without the server", async ({
  page,
  studio,
}) => {
  test.slow();
  await studio.setPassword();
  const texts = ["A first message about the harbour prints.", "A second one, about a visit."];
  for (const message of texts) {
    const sent = await page.request.post("/api/contact", {
      data: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        subject: "Prints",
        message,
        website: "",
        elapsedMs: 8000,
      },
    });
    expect(sent.status()).toBe(202);
  }
  // The server backs the messages up by itself as it starts.
  const backups = join(studio.dataDir, "backups");
  await expect.poll(() => (existsSync(backups) ? readdirSync(backups) : [])).toHaveLength(1);
  await signIn(page);

  await page
    .getByRole("navigation", { name: "Studio" })
    .getByRole("link", { name: "Site" })
    .click();
  await page
    .getByRole("navigation", { name: "Site pages" })
    .getByRole("link", { name: "Backups" })
    .click();
  await expect(page.getByRole("heading", { name: "Backups", level: 1 })).toBeFocused();
  await expect(page.getByTestId("latest-backup")).toHaveText(
    /^Last backup: .+, \d+ KB\. 1 kept on the server\.$/,
  );
  await expectAccessible(page);

  // Playwright's own folder for the test's files, emptied before each run.
  const folder = test.info().outputPath("downloads");
  mkdirSync(folder, { recursive: true });
  const backup = await download(page, "Download the latest backup", folder);
  expect(backup.name).toMatch(/^messages-\d{8}-\d{6}\.sqlite$/);
  expect(readFileSync(backup.path).subarray(0, 15).toString()).toBe("SQLite format 3");

  const everything = await download(page, "Download everything", folder);
  expect(everything.name).toMatch(/^portfolio-\d{8}-\d{6}\.zip$/);

  // Imported into a fresh content folder and data folder: every message, every project.
  const targets = { contentDir: join(folder, "content"), dataDir: join(folder, "data") };
  const imported = await importArchive(everything.path, targets);
  expect(imported.projects.sort()).toEqual(
    readdirSync(join(e2eSite.contentDir, "projects")).sort(),
  );
  const store = SqliteMessageStore.open(targets.dataDir);
  const messages = (await store.list({})).map((message) => message.message);
  store.close();
  expect(messages.sort()).toEqual([...texts].sort());

  // The static copy, opened from the disk: pages, pictures, the contact page, no private project.
  const copy = join(folder, "site");
  await unpackSite(everything.path, copy);
  expect(readdirSync(join(copy, "project"))).not.toContain(project.private.id);
  await page.goto(pathToFileURL(join(copy, "portfolio", "index.html")).href);
  // A far picture of a strip, which waits for an island on the live site, comes all the same.
  await expect(page.locator('main [data-image-status="deferred"]:not(:has(img))')).toHaveCount(0);
  const far = page.locator('main [data-image-status="deferred"] img').last();
  await far.scrollIntoViewIfNeeded();
  await expect(far).toHaveJSProperty("complete", true);
  expect(await far.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("link", { name: project.lightbox.title }).first().click();
  await expect(page.getByRole("heading", { name: project.lightbox.title, level: 1 })).toBeVisible();
  const firstPicture = page.getByRole("main").getByRole("img").first();
  await expect(firstPicture).toHaveJSProperty("complete", true);
  expect(await firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .last()
    .click();
  await expect(page.getByText(`To write to ${site.name}, send an e-mail to`)).toBeVisible();
  await expect(page.getByRole("link", { name: site.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${site.contactEmail}`,
  );
  await expect(page.getByRole("button", { name: "Send Message" })).toHaveCount(0);
});
