import type { Site } from "../content/site-schema.ts";

/** An artist's configuration for the structured-data and meta tests. */
export const testSite: Site = {
  name: "Noor Ellison",
  tagline: "Painting and photography",
  description: "Noor Ellison is a visual artist.",
  siteUrl: "https://artist.example",
  copyrightYear: 2025,
  social: { label: "Instagram", url: "https://www.instagram.com/noor/" },
  newsletter: {
    platform: "Substack",
    publicationUrl: "https://noor.substack.com/",
    subscribeUrl: "https://noor.substack.com/subscribe",
    feedScriptUrl: "https://substackapi.com/embeds/feed.js",
  },
  contactEmail: "studio@artist.example",
};
