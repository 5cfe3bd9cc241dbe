import type { Category } from "../../core/content/site-schema.ts";

/** The slug an old or alternative category address stands for, if it is one. */
export function aliasTarget(categories: readonly Category[], slug: string): string | undefined {
  return categories.find((category) => category.aliases.includes(slug))?.slug;
}
