import { Link, useLocation } from "react-router";

/**
 * The parts of the site beside the projects, each a screen of its own: its address, its name
 * (the link's and the screen's heading), what it holds, and the file it edits, if one.
 */
export const sitePages = {
  settings: {
    to: "/studio/site/settings",
    label: "Settings",
    about: "Your name, the site's address, your social profile, newsletter and contact address.",
    file: "content/site.yaml",
  },
  categories: {
    to: "/studio/site/categories",
    label: "Categories",
    about: "The Portfolio's rows: their names, order and old addresses.",
    file: "content/categories.yaml",
  },
  slideshow: {
    to: "/studio/site/slideshow",
    label: "Home slideshow",
    about: "The pictures of the home page, in order, each with its alt text.",
    file: "content/home.yaml",
  },
  about: {
    to: "/studio/site/about",
    label: "About page",
    about: "Your text and portrait.",
    file: "content/about.md",
  },
  backups: {
    to: "/studio/site/backups",
    label: "Backups",
    about: "Download everything: your content, pictures, messages and the site; the daily backups.",
  },
};

/** A screen of the site that edits one file. */
export type SiteFilePage = "settings" | "categories" | "slideshow" | "about";

/** Links between the site's screens, the current one marked. */
export function SiteNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Site pages" className="mb-4">
      <ul className="flex flex-wrap gap-x-4">
        <li>
          <Link
            to="/studio/site"
            aria-current={pathname === "/studio/site" ? "page" : undefined}
            className={`inline-block py-2 underline-offset-4 hover:underline ${pathname === "/studio/site" ? "font-semibold underline" : ""}`}
          >
            Site
          </Link>
        </li>
        {Object.values(sitePages).map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              aria-current={pathname === page.to ? "page" : undefined}
              className={`inline-block py-2 underline-offset-4 hover:underline ${pathname === page.to ? "font-semibold underline" : ""}`}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
