import type { ReactNode } from "react";
import type { Site } from "../../core/content/site-schema.ts";
import { Tooltip } from "./Tooltip.tsx";

/** A 24 px line icon drawn in the text colour, hidden from screen readers (its link is named). */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      {children}
    </svg>
  );
}

function InstagramIcon() {
  return (
    <LineIcon>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" stroke="none" />
    </LineIcon>
  );
}

function NewsletterIcon() {
  return (
    <LineIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5 12 13l8.5-6.5" />
    </LineIcon>
  );
}

interface IconLinkProps {
  href: string;
  label: string;
  children: ReactNode;
}

function IconLink({ href, label, children }: IconLinkProps) {
  return (
    <Tooltip label={label}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (opens in a new tab)`}
        className="grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-line/60 hover:text-ink"
      >
        {children}
      </a>
    </Tooltip>
  );
}

/** Icon links to the artist's social profile and newsletter, each opening a new tab. */
export function SocialLinks({ site }: { site: Pick<Site, "social" | "newsletter"> }) {
  return (
    <div className="flex items-center gap-1">
      <IconLink href={site.social.url} label={site.social.label}>
        <InstagramIcon />
      </IconLink>
      <IconLink
        href={site.newsletter.publicationUrl}
        label={`Newsletter on ${site.newsletter.platform}`}
      >
        <NewsletterIcon />
      </IconLink>
    </div>
  );
}
