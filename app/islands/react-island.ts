import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandStart } from "./island-registry.ts";
import { ReactRunsHere } from "./react-runs-here.ts";

/** Tells once React has hydrated what it wraps (it draws nothing of its own). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once, as React hydrates it
  useEffect(onHydrated, []);
  return children;
}

/**
 * The island of a `ReactIsland`: hydrates the component on its element with the props the page
 * was built with, and settles once it has.
 */
export function reactIsland<P extends object>(component: ComponentType<P>): IslandStart {
  return (element) =>
    new Promise<void>((hydrated) => {
      const props = JSON.parse(element.dataset.props ?? "{}") as P;
      const onHydrated = () => hydrated();
      hydrateRoot(
        element,
        createElement(
          Hydrated,
          { onHydrated },
          createElement(ReactRunsHere, { value: true }, createElement(component, props)),
        ),
      );
    });
}
