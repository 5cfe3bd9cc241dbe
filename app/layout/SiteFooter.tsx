import { Link } from "react-router";
import type { Site } from "../../core/content/site-schema.ts";
import { useFooterReveal } from "./use-footer-reveal.ts";

export function SiteFooter({ site }: { site: Pick<Site, "name" | "copyrightYear"> }) {
  const revealed = useFooterReveal();
  return (
    <footer
      data-revealed={revealed}
      className={`fixed inset-x-0 bottom-0 z-40 h-(--footer-height) border-t border-line bg-white/95 backdrop-blur transition-[translate,visibility] duration-300 ${
        revealed ? "" : "max-md:invisible max-md:translate-y-full"
      }`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 text-sm text-muted md:px-8">
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
        <Link to="/contact" className="text-ink underline-offset-4 hover:underline">
          Contact
        </Link>
      </div>
    </footer>
  );
}
