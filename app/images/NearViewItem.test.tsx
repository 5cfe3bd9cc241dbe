// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { NearViewItem } from "./NearViewItem.tsx";

/** An IntersectionObserver the test drives: `comeNear(element)` reports the element in view. */
class TestObserver {
  static watching = new Map<Element, TestObserver>();
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(element: Element) {
    TestObserver.watching.set(element, this);
  }
  disconnect() {
    for (const [element, observer] of TestObserver.watching) {
      if (observer === this) TestObserver.watching.delete(element);
    }
  }
  static comeNear(element: Element) {
    const observer = TestObserver.watching.get(element);
    if (!observer) throw new Error("nothing watches this element");
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    observer.callback([entry], observer as unknown as IntersectionObserver);
  }
}

let renders: string[] = [];

function List({ count }: { count: number }) {
  const items = Array.from({ length: count }, (_, item) => item);
  return (
    <ul>
      {items.map((item) => (
        <NearViewItem key={item} data-item={item} shown={item === 0} hydrateWhenNear margin="0px">
          {(near) => {
            renders.push(`${item} ${near ? "near" : "far"}`);
            return (
              <a href={`/project/${item}`}>{`Project ${item}: ${near ? "pictures" : "boxes"}`}</a>
            );
          }}
        </NearViewItem>
      ))}
    </ul>
  );
}

beforeEach(() => {
  renders = [];
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal("IntersectionObserver", TestObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  TestObserver.watching.clear();
});

/**
 * The list as the build prerenders it (without a document, as in the build's Node process), in a
 * container of the test's document.
 */
function prerendered(count: number): HTMLElement {
  const testDocument = document;
  vi.stubGlobal("document", undefined);
  const html = renderToString(<List count={count} />);
  vi.stubGlobal("document", testDocument);
  const container = document.createElement("div");
  container.innerHTML = html;
  renders = [];
  return container;
}

test("hydrating a list renders only its items shown from the start; the others keep their prerendered HTML", async () => {
  const container = prerendered(3);
  const farLink = container.querySelector('[data-item="2"] a');

  await act(async () => {
    hydrateRoot(container, <List count={3} />);
  });

  expect(renders).toEqual(["0 near"]);
  // The far items are as the build wrote them: links already, the same elements.
  expect(container.querySelector('[data-item="2"] a')).toBe(farLink);
  expect(farLink?.textContent).toBe("Project 2: boxes");
});

test("an item that comes near is hydrated in place, then shows what it shows near, and is no longer watched", async () => {
  const container = prerendered(3);
  const farLink = container.querySelector('[data-item="1"] a');
  await act(async () => {
    hydrateRoot(container, <List count={3} />);
  });
  renders = [];

  const item = container.querySelector('[data-item="1"]');
  if (!item) throw new Error("no item 1");
  await act(async () => TestObserver.comeNear(item));

  // First as prerendered (so React takes over the same elements), then near.
  expect(renders).toEqual(["1 far", "1 near"]);
  expect(container.querySelector('[data-item="1"] a')).toBe(farLink);
  expect(farLink?.textContent).toBe("Project 1: pictures");
  // Near for good: nothing watches it any more.
  expect(TestObserver.watching.has(item)).toBe(false);
  // The item further on still waits.
  expect(container.querySelector('[data-item="2"] a')?.textContent).toBe("Project 2: boxes");
});

test("a list the app renders itself (a page reached by a link) renders every item at once", async () => {
  const container = document.createElement("div");
  await act(async () => {
    createRoot(container).render(<List count={3} />);
  });

  expect(renders).toEqual(["0 near", "1 far", "2 far"]);
  expect(container.querySelectorAll("a")).toHaveLength(3);
});
