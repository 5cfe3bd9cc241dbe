import {
  type Activators,
  KeyboardCode,
  KeyboardSensor,
  type KeyboardSensorOptions,
  type KeyboardSensorProps,
  type SensorInstance,
} from "@dnd-kit/core";

/**
 * dnd-kit's keyboard sensor, which loses no key pressed at once after the pick-up.
 *
 * dnd-kit begins to listen for the arrow keys one task after the pick-up, so that the key that
 * picked the item up is not taken as the one that puts it down. "Picked up" is said before then,
 * and a key pressed in between went nowhere: the item stayed where it was, and nothing was said.
 * Here the keys it acts on are held back from the page and handed on, in their order, as soon as
 * dnd-kit listens. Other keys (a screen reader's own, say) go their way. Decision 017.
 */
export class StudioKeyboardSensor implements SensorInstance {
  static activators: Activators<KeyboardSensorOptions> = KeyboardSensor.activators;

  autoScrollEnabled = false;

  constructor(props: KeyboardSensorProps) {
    const doc = ownerDocument(props.event);
    const early: KeyboardEvent[] = [];
    let cancelled = false;
    const acted = keysActedOn(props.options);
    const holdBack = (event: KeyboardEvent) => {
      if (!acted.has(event.code)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      early.push(event);
    };
    // In the capture phase of the document, so it comes before the page's key handlers (the
    // Studio has no capturing ones) and before dnd-kit's. The event that picked the item up is
    // past that phase already.
    doc.addEventListener("keydown", holdBack, { capture: true });
    const sensor = new KeyboardSensor({
      ...props,
      // A put-down cannot come before the timer below: until then the keys that would put the
      // item down are held back here. A cancel can (dnd-kit cancels when the window is resized).
      onCancel: () => {
        cancelled = true;
        props.onCancel();
      },
    });
    // Timers of the same delay run in the order they were set: this one runs once dnd-kit
    // listens (dnd-kit 6.3.1, pinned: it sets its timer as it is made).
    setTimeout(() => {
      doc.removeEventListener("keydown", holdBack, { capture: true });
      if (cancelled) {
        // dnd-kit's own timer began to listen again after the cancel had stopped it, and would
        // take every Space, Enter and Tab on the page from then on: it is stopped once more.
        // The held keys go with the move; a Space handed on would pick the item up again.
        (sensor as unknown as { detach(): void }).detach();
        return;
      }
      // As if pressed now: a put-down among them ends the move, and a Space after it picks the
      // item up again, as the same keys pressed later would.
      for (const event of early) event.target?.dispatchEvent(copyOf(event));
    });
  }
}

/** The keys dnd-kit's sensor acts on while an item is held: its own defaults unless set. */
function keysActedOn({ keyboardCodes }: KeyboardSensorOptions): Set<string> {
  const arrows = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];
  const { end, cancel } = keyboardCodes ?? {
    end: [KeyboardCode.Space, KeyboardCode.Enter, KeyboardCode.Tab],
    cancel: [KeyboardCode.Esc],
  };
  return new Set<string>([...arrows, ...end, ...cancel]);
}

function ownerDocument(event: Event): Document {
  return event.target instanceof Node && event.target.ownerDocument !== null
    ? event.target.ownerDocument
    : document;
}

function copyOf(event: KeyboardEvent): KeyboardEvent {
  return new KeyboardEvent(event.type, {
    key: event.key,
    code: event.code,
    location: event.location,
    repeat: event.repeat,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
}
