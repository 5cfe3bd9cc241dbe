// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ReactRunsHere } from "../islands/react-runs-here.ts";
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

function List({ count }: { count: number }) {
  const items = Array.from({ length: count }, (_, item) => item);
  return (
    <ul>
      {items.map((item) => (
        <NearViewItem key={item} data-item={item} shown={item === 0} margin="100% 0px">
          {(near) => <a href={`/project/${item}`}>{`${item}: ${near ? "pictures" : "boxes"}`}</a>}
        </NearViewItem>
      ))}
    </ul>
  );
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal("IntersectionObserver", TestObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  TestObserver.watching.clear();
});

test("in a page's static HTML, each item is its island's, with its margin, as it shows from the start", () => {
  const html = renderToString(
    <ReactRunsHere value={false}>
      <List count={2} />
    </ReactRunsHere>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  const items = [...container.querySelectorAll("li")];
  expect(items.map((item) => item.dataset.island)).toEqual(["near-item", "near-item"]);
  expect(items.map((item) => item.dataset.nearMargin)).toEqual(["100% 0px", "100% 0px"]);
  expect(items.map((item) => item.textContent)).toEqual(["0: pictures", "1: boxes"]);
});

test("in the app, an item shows its pictures once it comes near, and is then no longer watched", async () => {
  const container = document.createElement("div");
  await act(async () => {
    createRoot(container).render(<List count={2} />);
  });
  const far = container.querySelector('[data-item="1"]');
  if (!far) throw new Error("no item 1");
  expect(far.textContent).toBe("1: boxes");
  expect(far.hasAttribute("data-island")).toBe(false);

  await act(async () => TestObserver.comeNear(far));
  expect(far.textContent).toBe("1: pictures");
  expect(TestObserver.watching.has(far)).toBe(false);
});
