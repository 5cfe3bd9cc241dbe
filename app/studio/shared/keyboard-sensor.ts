import {
  type Activators,
  type ClientRect,
  defaultCoordinates,
  KeyboardCode,
  type KeyboardCodes,
  KeyboardSensor,
  type KeyboardSensorOptions,
  type KeyboardSensorProps,
  type SensorInstance,
} from "@dnd-kit/core";

type Coordinates = { x: number; y: number };

const defaultCodes: KeyboardCodes = {
  start: [KeyboardCode.Space, KeyboardCode.Enter],
  end: [KeyboardCode.Space, KeyboardCode.Enter, KeyboardCode.Tab],
  cancel: [KeyboardCode.Esc],
};

const arrowCodes: string[] = [
  KeyboardCode.Down,
  KeyboardCode.Up,
  KeyboardCode.Left,
  KeyboardCode.Right,
];

/** Where a scroll container shows its content, and how far it can still scroll. */
interface ScrollRoom {
  rect: { top: number; bottom: number; height: number };
  top: number;
  max: number;
}

function scrollRoom(container: Element): ScrollRoom {
  const doc = container.ownerDocument;
  const whole = container === doc.scrollingElement || container === doc.documentElement;
  const view = doc.defaultView;
  const rect = whole
    ? { top: 0, bottom: view?.innerHeight ?? 0, height: view?.innerHeight ?? 0 }
    : container.getBoundingClientRect();
  return { rect, top: container.scrollTop, max: container.scrollHeight - container.clientHeight };
}

/**
 * The Studio's keyboard sensor for its sortable lists (vertical ones), written on dnd-kit's
 * public sensor interface: Space or Enter picks an item up, the arrow keys move it (through the
 * list's coordinate getter, scrolling its container when the place is out of view), Space,
 * Enter or Tab put it down, Escape cancels, and so does a resize of the window. It listens for
 * those keys from the moment of the pick-up and leaves the key that picked the item up alone,
 * and holds a key pressed before dnd-kit has measured the list until it has, so that a key
 * pressed at once after the pick-up counts, however busy the device (decision 017). dnd-kit's
 * own sensor begins to listen one task later.
 */
export class StudioKeyboardSensor implements SensorInstance {
  static activators: Activators<KeyboardSensorOptions> = KeyboardSensor.activators;

  autoScrollEnabled = false;
  readonly #props: KeyboardSensorProps;
  readonly #document: Document;
  #reference: Coordinates | undefined;
  /** Keys pressed before the list was measured, handled in order once it is. */
  readonly #held: KeyboardEvent[] = [];
  #frame: number | undefined;
  #finished = false;

  constructor(props: KeyboardSensorProps) {
    this.#props = props;
    const target = props.event.target;
    this.#document =
      target instanceof Node && target.ownerDocument ? target.ownerDocument : document;
    props.activeNode.node.current?.scrollIntoView({ block: "nearest" });
    props.onStart(defaultCoordinates);
    this.#document.addEventListener("keydown", this.#keyDown);
    this.#document.defaultView?.addEventListener("resize", this.#cancel);
    this.#document.addEventListener("visibilitychange", this.#cancel);
  }

  #keyDown = (event: KeyboardEvent) => {
    // The key that picked the item up reaches the document after this listener was added.
    if (event === this.#props.event) return;
    if (this.#held.length === 0 && this.#measured()) {
      this.#handle(event);
      return;
    }
    // Before dnd-kit has measured the list (its next render), a move has nowhere to go: the key
    // waits for it, in order, and its default (scrolling, a focus move) is kept away now, since
    // the event is past by the time it is handled.
    if (this.#codes().all.includes(event.code)) event.preventDefault();
    this.#held.push(event);
    this.#waitForMeasure();
  };

  #codes() {
    const codes = this.#props.options.keyboardCodes ?? defaultCodes;
    return { ...codes, all: [...codes.end, ...codes.cancel, ...arrowCodes] };
  }

  /** Whether dnd-kit knows where the item and the list are, which a move starts from. */
  #measured(): boolean {
    const { active, collisionRect } = this.#props.context.current;
    return active !== null && collisionRect !== null;
  }

  #waitForMeasure(): void {
    if (this.#frame !== undefined) return;
    const view = this.#document.defaultView;
    this.#frame = view?.requestAnimationFrame(() => {
      this.#frame = undefined;
      while (!this.#finished && this.#measured()) {
        const next = this.#held.shift();
        if (!next) return;
        this.#handle(next);
      }
      if (!this.#finished) this.#waitForMeasure();
    });
  }

  #handle(event: KeyboardEvent): void {
    const codes = this.#codes();
    if (codes.end.includes(event.code)) this.#finish(event, () => this.#props.onEnd());
    else if (codes.cancel.includes(event.code)) this.#cancel(event);
    else this.#move(event);
  }

  #cancel = (event: Event) => this.#finish(event, () => this.#props.onCancel());

  #finish(event: Event, done: () => void): void {
    event.preventDefault();
    this.#finished = true;
    this.#held.length = 0;
    if (this.#frame !== undefined) this.#document.defaultView?.cancelAnimationFrame(this.#frame);
    this.#document.removeEventListener("keydown", this.#keyDown);
    this.#document.defaultView?.removeEventListener("resize", this.#cancel);
    this.#document.removeEventListener("visibilitychange", this.#cancel);
    done();
  }

  #move(event: KeyboardEvent): void {
    const { active, context, options } = this.#props;
    const getter = options.coordinateGetter;
    const collision: ClientRect | null = context.current.collisionRect;
    const current = collision ? { x: collision.left, y: collision.top } : defaultCoordinates;
    this.#reference ??= current;
    const next = getter?.(event, { active, context: context.current, currentCoordinates: current });
    if (!next) return;
    const scrolled = this.#scrollFor(event.code, next, current);
    event.preventDefault();
    this.#props.onMove({
      x: next.x - this.#reference.x,
      y: next.y - this.#reference.y - scrolled,
    });
  }

  /**
   * Scrolls the list's nearest scroll container, at once, when the new place is out of its view;
   * returns by how much, which the move takes back.
   */
  #scrollFor(code: string, next: Coordinates, current: Coordinates): number {
    const down = code === KeyboardCode.Down;
    if (!down && code !== KeyboardCode.Up) return 0;
    const [container] = this.#props.context.current.scrollableAncestors;
    if (!container) return 0;
    const { rect, top, max } = scrollRoom(container);
    const half = rect.height / 2;
    const inView = down ? next.y <= rect.bottom - half : next.y >= rect.top + half;
    if (inView || (down ? top >= max : top <= 0)) return 0;
    const wanted = Math.min(max, Math.max(0, top + (next.y - current.y)));
    container.scrollTo({ top: wanted, behavior: this.#props.options.scrollBehavior ?? "auto" });
    return container.scrollTop - top;
  }
}
