import { memo, type ReactNode, Suspense, use, useSyncExternalStore } from "react";
import type { NearSignal } from "./near-signal.ts";
import { useIsNear } from "./use-near-signal.ts";

interface KeptUntilNearProps {
  signal: NearSignal;
  /** The item's content; it may depend on `near` and on nothing that changes after it is first given. */
  render: (near: boolean) => ReactNode;
}

const noSubscription = () => () => {};

/**
 * Whether React is hydrating the prerendered page in the browser: true while it hydrates (the
 * server's snapshot), false in the app's own renders (a page reached by a link) and while the
 * build prerenders the page.
 */
function useHydrating(): boolean {
  const serverSnapshot = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return serverSnapshot && typeof document !== "undefined";
}

function WhenNear({ signal, render }: KeptUntilNearProps) {
  const hydrating = useHydrating();
  const near = useIsNear(signal);
  // Hydrating an item that is not near waits for it to come near: React keeps its prerendered
  // HTML meanwhile, as it is (links work as plain links), and hydrates it then.
  if (hydrating && !signal.isNear()) use(signal.whenNear);
  return render(near);
}

/**
 * The content of a long list's item, hydrated only when the item comes near the view: until
 * then its prerendered HTML stays as it is, so that hydrating the page costs what its first
 * screen costs, however long the list. It takes no updates from the list while it waits (an
 * update would make React render it anew instead of hydrating it): it reads whether it is near
 * from `signal`, and `render` must depend on nothing else that changes.
 */
export const KeptUntilNear = memo(
  function KeptUntilNear({ signal, render }: KeptUntilNearProps) {
    return (
      <Suspense fallback={null}>
        <WhenNear signal={signal} render={render} />
      </Suspense>
    );
  },
  (before, after) => before.signal === after.signal,
);
