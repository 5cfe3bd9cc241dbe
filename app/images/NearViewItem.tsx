import { type LiHTMLAttributes, type ReactNode, type RefObject, useRef } from "react";
import { KeptUntilNear } from "./KeptUntilNear.tsx";
import { useIsNear, useNearSignal } from "./use-near-signal.ts";

interface NearViewItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, "children"> {
  /** Among the list's first items, near from the start. */
  shown: boolean;
  /** The scrolling box the list moves in, when it is not the page itself. */
  root?: RefObject<Element | null>;
  /** How far beyond what is shown counts as near, as a CSS margin. */
  margin: string;
  /**
   * An item not shown from the start is hydrated only when it comes near (`KeptUntilNear`): its
   * content must then depend on `near` and on nothing else that changes after the first render.
   */
  hydrateWhenNear?: boolean;
  /** The item's content, told whether it is near, to render its pictures deferred until then. */
  children: (near: boolean) => ReactNode;
}

/**
 * An item of a long list of pictures that renders them only as it nears the view
 * (`useNearSignal`), so that the list costs a visitor, in bytes and in hydrating, what the
 * part they see costs, however long it grows.
 */
export function NearViewItem({
  shown,
  root,
  margin,
  hydrateWhenNear = false,
  children,
  ...item
}: NearViewItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const signal = useNearSignal(ref, { initially: shown, margin, ...(root ? { root } : {}) });
  const near = useIsNear(signal);
  return (
    <li ref={ref} {...item}>
      {hydrateWhenNear && !shown ? (
        <KeptUntilNear signal={signal} render={children} />
      ) : (
        children(near)
      )}
    </li>
  );
}
