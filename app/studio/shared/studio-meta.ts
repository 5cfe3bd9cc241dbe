import type { MetaDescriptor } from "react-router";

/** A Studio screen's title, after the screen's name, and that no search engine may list it. */
export function studioMeta(screen: string): MetaDescriptor[] {
  return [{ title: `${screen} | Studio` }, { name: "robots", content: "noindex" }];
}
