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
 * dnd-kit listens. Other keys (a screen reader's own, say) go their way.
 */
export class StudioKeyboardSensor implements SensorInstance {
  static activators: Activators<KeyboardSensorOptions> = KeyboardSensor.activators;

  autoScrollEnabled = false;

  constructor(props: KeyboardSensorProps) {
    const document = ownerDocument(props.event);
    const early: KeyboardEvent[] = [];
    let over = false;
    const acted = keysActedOn(props.options);
    const holdBack = (event: KeyboardEvent) => {
      if (!acted.has(event.code)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      early.push(event);
    };
    // In the capture phase of the document, so it comes before every other listener. The event
    // that picked the item up is past that phase already.
    document.addEventListener("keydown", holdBack, { capture: true });
    new KeyboardSensor({
      ...props,
      onEnd: () => {
        over = true;
        props.onEnd();
      },
      onCancel: () => {
        over = true;
        props.onCancel();
      },
    });
    // Timers of the same delay run in the order they were set: this one runs once dnd-kit
    // listens.
    setTimeout(() => {
      document.removeEventListener("keydown", holdBack, { capture: true });
      // A move ended in the meantime (the window was resized) takes its keys with it: a Space
      // handed on to the handle would pick the item up again.
      if (over) return;
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
