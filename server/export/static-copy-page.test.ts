// @vitest-environment node
import { describe, expect, it } from "vitest";
import { relativeAddress, type StaticCopyPageContext, staticCopyPage } from "./static-copy-page.ts";

const pages = new Set(["/", "/portfolio", "/contact", "/project/tide-lines"]);

function context(
  file: string,
  overrides: Partial<StaticCopyPageContext> = {},
): StaticCopyPageContext {
  return {
    file,
    hasPage: (address) => pages.has(address),
    siteUrl: "https://artist.example",
    siteName: "Noor Ellison",
    contactEmail: "studio@artist.example",
    noindex: false,
    ...overrides,
  };
}

/** A page as React Router's prerender writes one, in the parts the copy changes. */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Tide Lines</title><link rel="icon" href="/favicon.svg"/><link rel="canonical" href="https://artist.example/project/tide-lines"/><link rel="modulepreload" href="/assets/entry.js"/><script type="application/ld+json">{"url":"https://artist.example/"}</script><style>.a{color:red}</style></head><body><a href="#main">Skip</a><a href="/">Home</a><a href="/portfolio">Portfolio</a><a href="/project/tide-lines?image=2">Picture 2</a><a href="/contact?subject=Tide%20Lines">Inquire</a><a href="/project/sealed-room">Sealed</a><a href="https://www.instagram.com/noor/">Instagram</a><picture><source type="image/avif" srcSet="/img/a-330.avif 330w, /img/a-800.avif 800w"/><img src="/img/a-800.jpg" alt="A tide line"/></picture><video><source src="/img/b.mp4" type="video/mp4"/></video><script>window.__reactRouterContext = {};</script><script type="module" async="">import("/assets/entry.js");</script></body></html>`;

const contactPage = `<!DOCTYPE html><html lang="en"><head><title>Contact</title></head><body><main><form action="/api/contact" method="post" data-island="contact-form"><input id="contact-name" name="name" maxLength="100" required=""/><textarea id="contact-message" name="message" maxLength="5000" required=""></textarea><button type="submit">Send Message</button></form><form action="https://noor.substack.com/subscribe" method="get" target="_blank"><input type="email" name="email" value=""/><button type="submit">Subscribe</button></form></main></body></html>`;

describe("a page of the static copy", () => {
  it("links every address of the site relative to the page, each page by its index.html", () => {
    const html = staticCopyPage(page, context("project/tide-lines/index.html"));
    expect(html).toContain('<a href="../../index.html">Home</a>');
    expect(html).toContain('<a href="../../portfolio/index.html">Portfolio</a>');
    expect(html).toContain('href="../../contact/index.html?subject=Tide%20Lines"');
    expect(html).toContain('<link rel="icon" href="../../favicon.svg"/>');
    expect(html).toContain('<img src="../../img/a-800.jpg"');
    expect(html).toContain('<source src="../../img/b.mp4"');
    expect(html).toContain('srcSet="../../img/a-330.avif 330w, ../../img/a-800.avif 800w"');
  });

  it("opens a picture's own file from its link, as the lightbox needs the app", () => {
    const picture = `<a aria-label="Open image 2 of 3 in full screen" href="/project/tide-lines?image=2"><picture><source type="image/avif" srcSet="/img/a-330.avif 330w, /img/a-1600.avif 1600w"/><source type="image/webp" srcSet="/img/a-330.webp 330w, /img/a-1600.webp 1600w"/><img src="/img/a-1280.jpg" alt="A tide line"/></picture></a>`;
    const html = staticCopyPage(picture, context("project/tide-lines/index.html"));
    expect(html).toContain(
      '<a aria-label="Open image 2 of 3 in full screen" href="../../img/a-1600.webp">',
    );
    const plain = `<a href="/project/tide-lines?image=1"><img src="/img/b-800.jpg" alt="B"/></a>`;
    expect(staticCopyPage(plain, context("index.html"))).toContain('<a href="img/b-800.jpg">');
  });

  it("keeps anchors, other sites and the canonical address as they are", () => {
    const html = staticCopyPage(page, context("project/tide-lines/index.html"));
    expect(html).toContain('<a href="#main">Skip</a>');
    expect(html).toContain('href="https://www.instagram.com/noor/"');
    expect(html).toContain(
      '<link rel="canonical" href="https://artist.example/project/tide-lines"/>',
    );
  });

  it("sends a link to a page the copy leaves out (a private project) to the live site", () => {
    const html = staticCopyPage(page, context("index.html"));
    expect(html).toContain('<a href="https://artist.example/project/sealed-room">Sealed</a>');
  });

  it("links from the home page without climbing out of the copy", () => {
    expect(relativeAddress("/", context("index.html"))).toBe("index.html");
    expect(relativeAddress("/portfolio/", context("index.html"))).toBe("portfolio/index.html");
    expect(relativeAddress("/img/a.jpg", context("index.html"))).toBe("img/a.jpg");
  });

  it("runs no script, keeping the structured data and the styles", () => {
    const html = staticCopyPage(page, context("project/tide-lines/index.html"));
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<script type="application/ld+json">{"url":"https://artist.example/"}</script>',
    );
    expect(html).toContain("<style>.a{color:red}</style>");
  });

  it("shows what a page holds for a browser without scripts: far pictures and a film's player", () => {
    const far = `<main><div role="img" aria-label="A far tide" data-image-status="deferred"><noscript><img src="/img/c-1280.jpg" alt="" loading="lazy"/></noscript><template data-near-picture=""><div data-island="picture"><picture><img src="/img/c-800.jpg" alt="A far tide"/></picture></div></template></div><div data-island="project-video"><noscript><video controls=""><source src="/img/d.mp4" type="video/mp4"/></video></noscript><template data-video-player=""><video controls=""><source src="/img/d.mp4" type="video/mp4"/></video></template></div></main>`;
    const html = staticCopyPage(far, context("portfolio/index.html"));
    expect(html).not.toMatch(/<noscript|<template/);
    expect(html).toContain(
      '<div role="img" aria-label="A far tide" data-image-status="deferred"><img src="../img/c-1280.jpg" alt="" loading="lazy"/></div>',
    );
    expect(html.match(/<video/g)).toHaveLength(1);
    expect(html).toContain('<source src="../img/d.mp4" type="video/mp4"/>');
  });

  it("links a far picture, shown from its <noscript>, to its largest version all the same", () => {
    const farLink = `<main><a href="/project/tide-lines?image=4"><div role="img" aria-label="A far tide" data-image-status="deferred"><noscript><img src="/img/c-1280.jpg" alt=""/></noscript><template data-near-picture=""><div><picture><source type="image/avif" srcSet="/img/c-800.avif 800w, /img/c-2400.avif 2400w"/><source type="image/webp" srcSet="/img/c-800.webp 800w, /img/c-2400.webp 2400w"/><img src="/img/c-1280.jpg" alt="A far tide"/></picture></div></template></div></a></main>`;
    const html = staticCopyPage(farLink, context("project/tide-lines/index.html"));
    expect(html).toContain('<a href="../../img/c-2400.webp">');
    expect(html).toContain('<img src="../../img/c-1280.jpg" alt=""/>');
  });

  it("puts the address to write to where the contact form was, and keeps the newsletter's form", () => {
    const html = staticCopyPage(contactPage, context("contact/index.html"));
    expect(html).not.toContain('name="message"');
    expect(html).not.toContain("Send Message");
    expect(html).toContain(
      'To write to Noor Ellison, send an e-mail to <a class="underline" href="mailto:studio@artist.example">studio@artist.example</a>.',
    );
    expect(html).toContain('<form action="https://noor.substack.com/subscribe"');
  });

  it("writes the name and the address as text, never as markup", () => {
    const html = staticCopyPage(
      contactPage,
      context("contact/index.html", {
        siteName: "Noor <b>Ellison</b>",
        contactEmail: 'a"b@artist.example',
      }),
    );
    expect(html).toContain("To write to Noor &lt;b&gt;Ellison&lt;/b&gt;");
    expect(html).toContain('href="mailto:a&quot;b@artist.example"');
  });

  it("tells search engines to leave out an unlisted page, as the server's header does", () => {
    const unlisted = staticCopyPage(
      page,
      context("project/tide-lines/index.html", { noindex: true }),
    );
    expect(unlisted).toContain('<head><meta name="robots" content="noindex"/>');
    expect(staticCopyPage(page, context("project/tide-lines/index.html"))).not.toContain("noindex");
  });
});
