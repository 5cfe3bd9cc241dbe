import { join } from "node:path";
import { contentDir } from "./content-dir.server.ts";
import { readYaml } from "./read-yaml.server.ts";
import { type Category, categoriesSchema, type Site, siteSchema } from "./site-schema.ts";

export function loadSite(dir: string = contentDir): Site {
  return readYaml(join(dir, "site.yaml"), siteSchema);
}

export function loadCategories(dir: string = contentDir): Category[] {
  return readYaml(join(dir, "categories.yaml"), categoriesSchema);
}
