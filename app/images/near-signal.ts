/**
 * Whether a list item has come near the view, as a small store: the item's content reads it
 * without receiving props from the list (`KeptUntilNear`), and can wait for it as a promise.
 * It turns near once and stays so.
 */
export interface NearSignal {
  /** Near from the start: the item is among the first things a visitor sees. */
  readonly initially: boolean;
  isNear(): boolean;
  /** Settles when the item comes near (at once if it is near from the start). */
  readonly whenNear: Promise<void>;
  subscribe(listener: () => void): () => void;
  /** The item came near. */
  open(): void;
}

export function createNearSignal(initially: boolean): NearSignal {
  let near = initially;
  let settle: () => void = () => {};
  const whenNear = new Promise<void>((resolve) => {
    settle = resolve;
  });
  if (initially) settle();
  const listeners = new Set<() => void>();
  return {
    initially,
    isNear: () => near,
    whenNear,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open() {
      if (near) return;
      near = true;
      settle();
      for (const listener of listeners) listener();
    },
  };
}
