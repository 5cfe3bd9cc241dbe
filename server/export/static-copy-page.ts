import { pageWithoutScripts } from "../../core/site/page-without-scripts.ts";
import { escapeHtml } from "../delivery/escape-html.ts";

/** What a page of the static copy needs to know beyond its own HTML. */
export interface StaticCopyPageContext {
  /** The page's file inside the copy, e.g. `project/tide-lines/index.html`. */
  file: string;
  /** Whether an address of the site (`/portfolio`) has a page in the copy. */
  hasPage: (address: string) => boolean;
  /** The live site's address, for links to pages the copy leaves out (private projects). */
  siteUrl: string;
  siteName: string;
  contactEmail: string;
  /** An unlisted page: the server says noindex in a header, which a static host does not send. */
  noindex: boolean;
}

// React writes every attribute in double quotes and escapes `"` in text and attributes alike,
// so `href="/…"` in a page the build made is an attribute, never visitor text.
const urlAttribute = /(\s(?:href|src|poster|action))="(\/(?!\/)[^"]*)"/g;
const srcsetAttribute = /(\s(?:srcSet|srcset|imageSrcSet|imagesrcset))="([^"]*)"/g;
const forms = /<form\b([^>]*)>[\s\S]*?<\/form\s*>/gi;
// What a page holds for a browser without scripts (a far picture, a film's player), and what it
// holds for an island to put in place.
const noscripts = /<noscript>([\s\S]*?)<\/noscript\s*>/gi;
const islandTemplates = /<template\b[^>]*>[\s\S]*?<\/template\s*>/gi;

/**
 * An address of the site (`/project/tide-lines?x#y`, `/img/a.jpg`) as a link relative to the
 * page at `file`: a page becomes its `index.html`, so links work from a folder opened in a
 * browser (file://) as on any static host, at its root or below it. A page the copy does not
 * have points to the live site.
 */
export function relativeAddress(address: string, context: StaticCopyPageContext): string {
  const split = address.search(/[?#]/);
  const path = split === -1 ? address : address.slice(0, split);
  const suffix = split === -1 ? "" : address.slice(split);
  const up = "../".repeat(context.file.split("/").length - 1);
  const last = path.split("/").pop() ?? "";
  if (last.includes(".")) return `${up}${path.slice(1)}${suffix}`;
  const page = path.replace(/\/+$/, "") || "/";
  if (!context.hasPage(page)) return `${context.siteUrl}${address}`;
  return `${up}${page === "/" ? "" : `${page.slice(1)}/`}index.html${suffix}`;
}

function relativeSrcset(srcset: string, context: StaticCopyPageContext): string {
  return srcset
    .split(",")
    .map((candidate) => {
      const [url = "", ...descriptors] = candidate.trim().split(/\s+/);
      const rewritten =
        url.startsWith("/") && !url.startsWith("//") ? relativeAddress(url, context) : url;
      return [rewritten, ...descriptors].join(" ");
    })
    .join(", ");
}

// A picture's link that opens the lightbox (`?image=3`), which needs the app, and its content.
const lightboxLinks = /(<a\b[^>]*\shref=")([^"]*[?&]image=\d+[^"]*)("[^>]*>)([\s\S]*?<\/a>)/g;

/** The largest WebP (every current browser opens one) of the picture inside a link, if any. */
function largestPicture(inner: string): string | undefined {
  const srcset = /type="image\/webp" srcSet="([^"]*)"/.exec(inner)?.[1];
  const largest = srcset?.split(",").at(-1)?.trim().split(/\s+/)[0];
  return largest || /<img\b[^>]*\ssrc="([^"]+)"/.exec(inner)?.[1];
}

/** What stands where the contact form was: the form needs the server, an e-mail does not. */
function writeInstead(context: StaticCopyPageContext): string {
  const email = escapeHtml(context.contactEmail);
  return `<p class="text-lg leading-relaxed">To write to ${escapeHtml(context.siteName)}, send an e-mail to <a class="underline" href="mailto:${email}">${email}</a>.</p>`;
}

/**
 * A prerendered page as the static copy serves it: without scripts (the app would route by an
 * address a file:// page does not have, and nothing there answers its requests) and showing what
 * it holds for a browser without them, with every address of the site relative to the page, a
 * picture's link to the picture itself, and each form that only the server could answer (the
 * contact form posts to /api/contact) replaced by the address to write to. Forms sent to another
 * site (the newsletter's) stay.
 */
export function staticCopyPage(html: string, context: StaticCopyPageContext): string {
  let page = pageWithoutScripts(html)
    .replace(forms, (form, attributes: string) =>
      /\saction="https?:\/\//.test(attributes) ? form : writeInstead(context),
    )
    .replace(
      urlAttribute,
      (_, name: string, url: string) => `${name}="${relativeAddress(url, context)}"`,
    )
    .replace(
      srcsetAttribute,
      (_, name: string, srcset: string) => `${name}="${relativeSrcset(srcset, context)}"`,
    );
  // Without the app, a picture's link opens the picture itself, at its largest.
  page = page.replace(
    lightboxLinks,
    (_, start: string, href: string, end: string, inner: string) =>
      `${start}${largestPicture(inner) ?? href}${end}${inner}`,
  );
  // The browser that opens the copy has scripts on, so it would show nothing a <noscript> holds;
  // and no island is there to take a template's content. Only now: a far picture's largest
  // version, for its link above, is named in its template.
  page = page.replace(islandTemplates, "").replace(noscripts, (_, content: string) => content);
  if (context.noindex)
    page = page.replace(/<head>/, '<head><meta name="robots" content="noindex"/>');
  return page;
}
