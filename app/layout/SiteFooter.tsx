import type { Site } from "../../core/content/site-schema.ts";
import { islandMarker } from "../islands/island-registry.ts";

/**
 * The fixed footer. On a phone it shows near the bottom of the page only, once its island
 * (`site-footer.island.ts`) follows the scrolling; wide screens always show it.
 */
export function SiteFooter({ site }: { site: Pick<Site, "name" | "copyrightYear"> }) {
  return (
    <footer
      data-revealed="false"
      {...islandMarker("site-footer")}
      className="site-footer fixed inset-x-0 bottom-0 z-40 h-(--footer-height) border-t border-line bg-white/95 backdrop-blur transition-[translate,visibility] duration-300 max-md:data-[revealed=false]:invisible max-md:data-[revealed=false]:translate-y-full"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 text-sm text-muted md:px-8">
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
        <a href="/contact" className="text-ink underline-offset-4 hover:underline">
          Contact
        </a>
      </div>
    </footer>
  );
}
