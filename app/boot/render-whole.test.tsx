import { createElement, Suspense } from "react";
import { expect, test } from "vitest";
import { renderWhole } from "./render-whole.ts";

test("a page is written whole: a large Suspense boundary stays in its place, with no script to move it", async () => {
  const words = Array.from({ length: 4000 }, (_, index) => `word${index}`).join(" ");
  const page = createElement(
    "main",
    null,
    createElement(Suspense, { fallback: null }, createElement("p", null, words)),
    createElement("footer", null, "The end"),
  );
  const html = await new Response(
    await renderWhole(page, (error) => {
      throw error;
    }),
  ).text();

  expect(html).toContain(words);
  expect(html.indexOf(words)).toBeLessThan(html.indexOf("The end"));
  expect(html).not.toContain("<template");
  expect(html).not.toContain("<script");
});
