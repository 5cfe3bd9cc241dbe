import { Link } from "react-router";
import { sitePages } from "./SiteNav.tsx";
import { SitePage } from "./SitePage.tsx";

/** What of the site besides the projects can be edited, and where. */
export function SiteScreen() {
  return (
    <SitePage
      headingId="site-heading"
      title="Site"
      intro="Everything of the site beside the projects. Changes reach the site when you publish."
    >
      <ul className="mt-4 border-t border-line">
        {Object.values(sitePages).map((page) => (
          <li key={page.to} className="border-b border-line py-3">
            <Link to={page.to} className="font-semibold underline-offset-4 hover:underline">
              {page.label}
            </Link>
            <p className="text-muted">{page.about}</p>
          </li>
        ))}
      </ul>
    </SitePage>
  );
}
