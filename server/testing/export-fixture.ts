import { join } from "node:path";
import { createContentFixture, projectFields } from "../../tests/fixtures/content-fixture.ts";
import type { ExportFolders } from "../export/export-sources.ts";
import { FileHashes } from "../files/file-hashes.ts";
import { PrivatePasswords } from "../private-projects/private-passwords.ts";
import { ContentHistory } from "../publish/content-history.ts";
import { makeCurrent } from "../releases/releases.ts";
import { openDatabase } from "../storage/database.ts";
import { SqliteMessageStore } from "../storage/sqlite-message-store.ts";
import { writeFixtureRelease } from "./fixture-build.ts";
import { tempDir } from "./temp-dir.ts";

/** A whole site to export: content with a private project, messages, a publish, a build. */
export interface ExportFixture extends ExportFolders {
  messageIds: string[];
  /** Removes the content folder (the other folders go with the test file's temp folders). */
  remove(): void;
}

const privateId = "sealed-room";

/** The pages of the fixture's build: a form that posts to the server, a private project's. */
function fixturePages(): Parameters<typeof writeFixtureRelease>[1] {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>Ada Fixture</title><script type="module" src="/assets/entry.js"></script></head><body><a href="/">Home</a><a href="/contact">Contact</a>${body}</body></html>`;
  return {
    files: {
      "index.html": page('<img src="/img/tide-800.jpg" alt="A tide line"/>'),
      "contact/index.html": page('<form noValidate=""><textarea name="message"></textarea></form>'),
      "project/tide-lines/index.html": page('<img src="/img/tide-800.jpg" alt="A tide line"/>'),
      "404/index.html": page("<h1>Not found</h1>"),
      "img/tide-800.jpg": "jpeg bytes",
      // Never written here by a real build; the copy must leave it out all the same.
      "img/sealed-800.jpg": "a private picture",
      "assets/entry.js": "console.log('app');",
      "assets/root.css": "body{color:black}",
      "index.html.br": "compressed",
      "portfolio.data": "data",
    },
    privateFiles: { [`${privateId}/index.html`]: page("<h1>Sealed</h1>") },
    pageAccess: {
      noindexPaths: [`/project/${privateId}`],
      privateProjects: [
        { id: privateId, path: `/project/${privateId}`, images: ["sealed-800.jpg"] },
      ],
    },
  };
}

async function storeMessages(dataDir: string): Promise<string[]> {
  const store = SqliteMessageStore.open(dataDir);
  const ids: string[] = [];
  for (const name of ["Ada", "Grace", "Hedy"]) {
    const accepted = await store.accept(
      {
        name,
        email: `${name.toLowerCase()}@example.com`,
        subject: "A print",
        message: `Hello from ${name},\n"quoted", and a =formula`,
        receivedAt: Date.UTC(2026, 0, ids.length + 1),
        ipHash: "0".repeat(32),
        spamReason: null,
        giveUpAt: Date.UTC(2026, 1, 1),
        idempotencyKey: null,
      },
      86_400_000,
    );
    ids.push(accepted.id);
  }
  store.close();
  return ids;
}

/**
 * A site as a running server leaves it: a content folder (two projects, one private), three
 * messages and a private project's password in the database, one publish in the history,
 * and a current build.
 */
export async function exportFixture(): Promise<ExportFixture> {
  const content = await createContentFixture();
  content.project(privateId, projectFields({ title: "Sealed Room", visibility: "private" }));
  content.file(`projects/${privateId}/01.jpg`);
  const dataDir = tempDir("export-data");
  const messageIds = await storeMessages(dataDir);
  const db = openDatabase(dataDir);
  new PrivatePasswords(db).set(privateId, "scrypt$fixture-hash");
  db.close();
  await new ContentHistory(join(dataDir, "history"), new FileHashes()).record({
    kind: "publish",
    releaseId: null,
    dir: content.dir,
  });
  const buildRoot = tempDir("export-build");
  makeCurrent(buildRoot, writeFixtureRelease(buildRoot, fixturePages()));
  return { contentDir: content.dir, dataDir, buildRoot, messageIds, remove: content.remove };
}
