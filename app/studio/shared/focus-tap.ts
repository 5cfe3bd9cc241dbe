import type { FocalPoint } from "../../../core/images/focal-point.ts";

/** The middle of a picture, where crops keep what a picture without a focal point shows. */
export const pictureCentre: FocalPoint = { x: 50, y: 50 };

function percent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * The focal point a tap at (`clientX`, `clientY`) sets on a picture drawn in `box`: how far
 * across and down the picture it is, in whole percentages, an edge for a tap just past it.
 */
export function focusAtTap(
  tap: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): FocalPoint {
  return {
    x: percent(((tap.clientX - box.left) / box.width) * 100),
    y: percent(((tap.clientY - box.top) / box.height) * 100),
  };
}

const arrowSteps: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The focal point an arrow key moves to: one percent a press, ten with Shift; none for others. */
export function focusAfterKey(
  point: FocalPoint,
  key: string,
  shift: boolean,
): FocalPoint | undefined {
  const step = arrowSteps[key];
  if (!step) return undefined;
  const size = shift ? 10 : 1;
  return { x: percent(point.x + step.x * size), y: percent(point.y + step.y * size) };
}

/** A number typed into a focal point's field, as a whole percentage, or none while it is not one. */
export function typedPercent(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? percent(value) : undefined;
}
