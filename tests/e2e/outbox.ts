import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, parseMail } from "../../server/testing/parse-mail.ts";
import { e2eSite } from "../fixtures/e2e-site.ts";

// The server of the browser tests keeps its data here (playwright.config.ts) and has no
// SMTP_URL, so each delivered message becomes an .eml file.
const emlFolder = join(e2eSite.dataDir, "outbox-eml");

/** The delivered mail whose text contains `text`, if the server has delivered one. */
export function mailContaining(text: string): ParsedMail | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(emlFolder);
  } catch {
    return undefined;
  }
  // A message being written is a `.partial` file until it is complete.
  return files
    .filter((file) => file.endsWith(".eml"))
    .map((file) => parseMail(readFileSync(join(emlFolder, file), "utf8")))
    .find((mail) => mail.text.includes(text));
}
