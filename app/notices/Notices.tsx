import { islandMarker } from "../islands/island-registry.ts";

/**
 * The notices of a page: two live regions, present from the start, in which its island
 * (`notices.island.ts`) has screen readers speak each notice, politely or, for errors,
 * assertively. The visible notices come with the first one.
 */
export function Notices() {
  return (
    <div {...islandMarker("notices")}>
      <div role="status" className="sr-only" />
      <div role="alert" className="sr-only" />
    </div>
  );
}
