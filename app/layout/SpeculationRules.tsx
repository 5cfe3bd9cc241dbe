/**
 * The browser prerenders a page of the site as soon as the visitor shows the intent to open it
 * (a link hovered for a moment, or pressed on a touch screen), so that the page is there when
 * the click lands. Only the site's own public pages: not the Studio, the API or links that open
 * a new tab. Browsers leave speculation out on data saver and battery saver on their own.
 */
const rules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/studio/*" } },
          { not: { href_matches: "/api/*" } },
          { not: { selector_matches: "[target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed JSON text of ours, for the browser to read
      dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }}
    />
  );
}
