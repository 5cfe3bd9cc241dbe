import { Link } from "react-router";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";
import { useHeadingFocus } from "../shared/use-heading-focus.ts";
import { SiteNav, sitePages } from "./SiteNav.tsx";

/** What of the site besides the projects can be edited, and where. */
export function SiteScreen() {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="site-heading">
      <SiteNav />
      <ScreenHeading id="site-heading" headingRef={heading}>
        Site
      </ScreenHeading>
      <p className="mt-2 text-muted">
        Everything of the site beside the projects. Changes reach the site when you publish.
      </p>
      <ul className="mt-4 border-t border-line">
        {sitePages.map((page) => (
          <li key={page.to} className="border-b border-line py-3">
            <Link to={page.to} className="font-semibold underline-offset-4 hover:underline">
              {page.label}
            </Link>
            <p className="text-muted">{page.about}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
