import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import { type KeyboardEvent, useRef } from "react";
import { useStudio } from "./studio-context.ts";

/**
 * What screen readers hear as an item of a sortable list is moved: picked up, over each place,
 * put down or back, and an arrow key that meets an end of the list, which moves nothing.
 */
export function useSortableWords<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  nameOf: (item: T, index: number) => string,
): {
  announcements: Announcements;
  /** The item held up and the place it is over, as the drag goes; null once put down or back. */
  hold(held: { id: string; over: string } | null): void;
  /** Listens to the handles' keys, for an arrow key past an end of the list. */
  sayEnd(event: KeyboardEvent): void;
} {
  const ids = items.map(idOf);
  const describe = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id));
    const item = items[index];
    return item === undefined ? String(id) : nameOf(item, index);
  };
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? "" : `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // Picked up, an item is over its own place at once: that is said by "Picked up" already.
  const moved = useRef(false);
  // While an item is held up: which, and the place it is over. An arrow key past an end of the
  // list moves nothing, and that is said rather than nothing.
  const held = useRef<{ id: string; over: string } | null>(null);
  const { announce } = useStudio();

  const sayEnd = (event: KeyboardEvent) => {
    if (held.current === null) return;
    const { id, over } = held.current;
    const index = ids.indexOf(over);
    // The lists are vertical: up and down are the keys that move along them.
    const end =
      event.key === "ArrowUp" && index === 0
        ? "first"
        : event.key === "ArrowDown" && index === ids.length - 1
          ? "last"
          : null;
    if (end === null) return;
    announce(`${describe(id)} is already at ${position(over)}, the ${end} place.`);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${describe(active.id)}, at ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return `${describe(active.id)} is over ${position(over.id)}.`;
    },
    // Named as it is from now on: "picture 4, 01.jpg put down at position 4", as its handle is.
    onDragEnd: ({ active, over }) => {
      const item = items[ids.indexOf(String(active.id))];
      if (!over || item === undefined) return undefined;
      return `${nameOf(item, ids.indexOf(String(over.id)))} put down at ${position(over.id)}.`;
    },
    onDragCancel: ({ active }) => `Moving cancelled; ${describe(active.id)} is back in its place.`,
  };

  const hold = (next: { id: string; over: string } | null) => {
    held.current = next;
  };

  return { announcements, hold, sayEnd };
}
