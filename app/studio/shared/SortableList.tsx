import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  MeasuringStrategy,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { StudioKeyboardSensor } from "./keyboard-sensor.ts";
import { useStudio } from "./studio-context.ts";

interface SortableItemProps {
  id: string;
  /** What the handle moves, for its accessible name: "picture 2, 02.jpg". */
  name: string;
  children: (handle: ReactNode) => ReactNode;
}

function SortableItem({ id, name, children }: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move ${name}`}
      className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center border border-ink bg-paper text-xl leading-none"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`border-b border-line bg-paper py-3 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      {children(handle)}
    </li>
  );
}

/**
 * A list the artist puts in order by dragging an item's handle (mouse or finger) or with the
 * keyboard: on the handle, Space or Enter picks the item up, the arrow keys move it, Space or
 * Enter puts it down and Escape puts it back. Each step is read out to screen readers, and so is
 * an arrow key that meets an end of the list.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onReorder,
  label,
  children,
}: {
  items: readonly T[];
  idOf: (item: T) => string;
  /** How the item is named in its handle and in what screen readers hear. */
  nameOf: (item: T, index: number) => string;
  onReorder: (items: T[]) => void;
  label: string;
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // An arrow key that moves the item past the middle of the window scrolls the page instead,
    // and the item is over its new place only once the scroll is done: at once, not animated
    // ("instant", which a smooth scroll-behavior in the styles cannot turn into an animation),
    // so the move is said without waiting on one, which also spares reduced motion.
    useSensor(StudioKeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      scrollBehavior: "instant",
    }),
  );
  const [container, setContainer] = useState<HTMLElement | null>(null);
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

  // Put down or put back, the item's handle keeps the focus, but the page may have scrolled
  // while it moved: the handle is brought back into view (clear of the Save bar, whose room the
  // Studio's scroll padding keeps), once the list shows its new order.
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    if (settled === 0) return;
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && container?.contains(focused)) {
        focused.scrollIntoView({ block: "nearest" });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [settled, container]);

  const end = ({ active, over }: DragEndEvent) => {
    held.current = null;
    setSettled((count) => count + 1);
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys reach it from the handles, the buttons inside
    <div ref={setContainer} onKeyDown={sayEnd}>
      {container && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={({ active }) => {
            held.current = { id: String(active.id), over: String(active.id) };
          }}
          onDragOver={({ active, over }) => {
            if (over) held.current = { id: String(active.id), over: String(over.id) };
          }}
          onDragEnd={end}
          onDragCancel={() => {
            held.current = null;
            setSettled((count) => count + 1);
          }}
          // Places are known before a drag starts, so the first arrow key already moves.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          accessibility={{
            container,
            announcements,
            screenReaderInstructions: {
              draggable:
                "To move this item, press Space or Enter, move it with the arrow keys, and press Space or Enter again to put it down. Escape puts it back.",
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ul aria-label={label} className="border-t border-line">
              {items.map((item, index) => (
                <SortableItem key={idOf(item)} id={idOf(item)} name={nameOf(item, index)}>
                  {(handle) => children(item, index, handle)}
                </SortableItem>
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
