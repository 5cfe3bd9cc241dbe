import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  MeasuringStrategy,
  PointerSensor,
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
import { type ReactNode, useEffect, useState } from "react";
import { StudioKeyboardSensor } from "./keyboard-sensor.ts";
import { useSortableWords } from "./use-sortable-words.ts";

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
 * Put down or put back, the item's handle keeps the focus, but the page may have scrolled
 * while it moved: the handle is brought back into view (clear of the Save bar, whose room the
 * Studio's scroll padding keeps), once the list shows its new order. Returns what to call as
 * a move ends.
 */
function useBackIntoView(container: HTMLElement | null): () => void {
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
  return () => setSettled((count) => count + 1);
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
  const words = useSortableWords(items, idOf, nameOf);
  const settle = useBackIntoView(container);

  const end = ({ active, over }: DragEndEvent) => {
    words.hold(null);
    settle();
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys reach it from the handles, the buttons inside
    <div ref={setContainer} onKeyDown={words.sayEnd}>
      {container && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={({ active }) => {
            words.hold({ id: String(active.id), over: String(active.id) });
          }}
          onDragOver={({ active, over }) => {
            if (over) words.hold({ id: String(active.id), over: String(over.id) });
          }}
          onDragEnd={end}
          onDragCancel={() => {
            words.hold(null);
            settle();
          }}
          // Places are known before a drag starts, so the first arrow key already moves.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          accessibility={{
            container,
            announcements: words.announcements,
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
