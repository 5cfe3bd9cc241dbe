import { siteSchema } from "../../core/content/site-schema.ts";
import type { SiteEditor, SiteFields, SiteSwitch } from "../../core/studio/content-api.ts";
import { ContentFileEditing } from "./content-file-editing.ts";
import { yamlFormat } from "./content-format.ts";
import { checkContent } from "./content-problems.ts";
import { refuseInvalid } from "./edit-refused.ts";
import type { StudioContent } from "./studio-content.ts";
import { setValue } from "./yaml-edit.ts";
import type { YamlFile } from "./yaml-file.ts";

/** The settings the form edits, by their paths in site.yaml, in the file's order. */
const settingPaths = [
  ["name"],
  ["tagline"],
  ["description"],
  ["siteUrl"],
  ["copyrightYear"],
  ["social", "label"],
  ["social", "url"],
  ["newsletter", "platform"],
  ["newsletter", "publicationUrl"],
  ["newsletter", "subscribeUrl"],
  ["newsletter", "feedScriptUrl"],
  ["contactEmail"],
] as const;

/** The settings that are on or off: written `true` when on, left out of the file when off. */
const switches: readonly SiteSwitch[] = ["blockAiCrawlers", "keepCopyrightInPictures"];

const fieldOrder: readonly string[] = Object.keys(siteSchema.shape);

function textAt(data: unknown, path: readonly string[]): string {
  let value = data;
  for (const key of path) {
    value =
      typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : "";
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

function fieldsOf(file: YamlFile): SiteFields {
  const data = file.doc.toJS();
  const at = (...path: string[]) => textAt(data, path);
  return {
    name: at("name"),
    tagline: at("tagline"),
    description: at("description"),
    siteUrl: at("siteUrl"),
    copyrightYear: at("copyrightYear"),
    social: { label: at("social", "label"), url: at("social", "url") },
    newsletter: {
      platform: at("newsletter", "platform"),
      publicationUrl: at("newsletter", "publicationUrl"),
      subscribeUrl: at("newsletter", "subscribeUrl"),
      feedScriptUrl: at("newsletter", "feedScriptUrl"),
    },
    contactEmail: at("contactEmail"),
    timeZone: at("timeZone"),
    blockAiCrawlers: data?.blockAiCrawlers === true,
    keepCopyrightInPictures: data?.keepCopyrightInPictures === true,
  };
}

/** The site's settings, content/site.yaml: who the artist is, their links and addresses. */
export class SiteEditing extends ContentFileEditing<YamlFile> {
  constructor(content: StudioContent) {
    super(content, "site.yaml", yamlFormat);
  }

  async editor(): Promise<SiteEditor> {
    const { version, file } = await this.current();
    return {
      version,
      fields: fieldsOf(file),
      unpublished: await this.unpublished(),
      ...checkContent(siteSchema, file.doc.toJS()),
    };
  }

  async save(version: string, fields: SiteFields): Promise<SiteEditor> {
    await this.change(version, (file) => {
      const before = fieldsOf(file);
      for (const path of settingPaths) {
        const next = textAt(fields, path).trim();
        if (next === textAt(before, path)) continue;
        // The year is a number in the file; anything else is left for the schema to report.
        const value = path[0] === "copyrightYear" && /^\d+$/.test(next) ? Number(next) : next;
        setValue(file.doc, path, value, fieldOrder);
      }
      const timeZone = fields.timeZone.trim();
      if (timeZone !== before.timeZone) {
        // Optional: UTC is what a file without the line means.
        setValue(file.doc, ["timeZone"], timeZone === "" ? undefined : timeZone, fieldOrder);
      }
      for (const name of switches) {
        if (fields[name] !== before[name]) {
          setValue(file.doc, [name], fields[name] ? true : undefined, fieldOrder);
        }
      }
      const { problems, needed } = checkContent(siteSchema, file.doc.toJS());
      refuseInvalid("the site's settings", [...problems, ...needed]);
    });
    return this.editor();
  }
}
