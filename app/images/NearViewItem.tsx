import { type LiHTMLAttributes, type ReactNode, type RefObject, use, useRef } from "react";
import { islandMarker } from "../islands/island-registry.ts";
import { ReactRunsHere } from "../islands/react-runs-here.ts";
import { useIsNear, useNearSignal } from "./use-near-signal.ts";

interface NearViewItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, "children"> {
  /** Among the list's first items, near from the start. */
  shown: boolean;
  /** The scrolling box the list moves in, when it is not the page itself (in the app). */
  root?: RefObject<Element | null>;
  /** How far beyond what is shown counts as near, as a CSS margin. */
  margin: string;
  /** The item's content, told whether it is near, to render its pictures deferred until then. */
  children: (near: boolean) => ReactNode;
}

function AppNearViewItem({ shown, root, margin, children, ...item }: NearViewItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const signal = useNearSignal(ref, { initially: shown, margin, ...(root ? { root } : {}) });
  const near = useIsNear(signal);
  return (
    <li ref={ref} {...item}>
      {children(near)}
    </li>
  );
}

/**
 * In a page's static HTML, the item's island (`near-item.island.ts`) brings its far pictures
 * when it comes near; the scrolling box is the closest element that `data-near-root` selects.
 */
function StaticNearViewItem({ shown, margin, children, root: _root, ...item }: NearViewItemProps) {
  return (
    <li {...item} {...islandMarker("near-item")} data-near-margin={margin}>
      {children(shown)}
    </li>
  );
}

/**
 * An item of a long list of pictures that renders them only as it nears the view, so that the
 * list costs a visitor, in bytes and in work, what the part they see costs, however long it
 * grows: in the app by `useNearSignal`, in a page's static HTML by its island.
 */
export function NearViewItem(props: NearViewItemProps) {
  return use(ReactRunsHere) ? <AppNearViewItem {...props} /> : <StaticNearViewItem {...props} />;
}
