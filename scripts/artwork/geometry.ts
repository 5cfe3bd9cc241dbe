import type { Random } from "./random.ts";

/** Opacities and other values between 0 and 1, to two places. */
export function fraction(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

export type Point = readonly [number, number];

/** Rounds coordinates so SVG text stays small; a tenth of a pixel is below what anyone can see. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function at(points: readonly Point[], index: number, closed: boolean): Point {
  const count = points.length;
  const wrapped = closed
    ? ((index % count) + count) % count
    : Math.min(Math.max(index, 0), count - 1);
  const point = points[wrapped];
  if (point === undefined) throw new Error("empty point list");
  return point;
}

/** A smooth SVG path through every point (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[], closed: boolean): string {
  if (points.length < 2) return "";
  const first = at(points, 0, closed);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const segments = closed ? points.length : points.length - 1;
  for (let index = 0; index < segments; index += 1) {
    const p0 = at(points, index - 1, closed);
    const p1 = at(points, index, closed);
    const p2 = at(points, index + 1, closed);
    const p3 = at(points, index + 2, closed);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export function polylinePath(points: readonly Point[], closed: boolean): string {
  const d = points.map((point, index) => `${index === 0 ? "M" : "L"}${n(point[0])} ${n(point[1])}`);
  return `${d.join("")}${closed ? "Z" : ""}`;
}

/** Points along the same Catmull-Rom curve that smoothPath draws. */
export function sampleCurve(points: readonly Point[], closed: boolean, perSegment = 12): Point[] {
  const result: Point[] = [];
  const segments = closed ? points.length : points.length - 1;
  for (let index = 0; index < segments; index += 1) {
    const p0 = at(points, index - 1, closed);
    const p1 = at(points, index, closed);
    const p2 = at(points, index + 1, closed);
    const p3 = at(points, index + 2, closed);
    for (let step = 0; step < perSegment; step += 1) {
      const t = step / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const coordinate = (a: number, b: number, c: number, d: number): number =>
        0.5 *
        (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      result.push([coordinate(p0[0], p1[0], p2[0], p3[0]), coordinate(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  if (!closed) result.push(at(points, points.length - 1, false));
  return result;
}

/**
 * The outline of a tube of varying width around a curve (tails, legs, stems, ribbons), as a
 * closed polygon. `width(t)` gets the position along the curve from 0 to 1.
 */
export function tubeOutline(spine: readonly Point[], width: (t: number) => number): Point[] {
  const samples = sampleCurve(spine, false, 10);
  const left: Point[] = [];
  const right: Point[] = [];
  samples.forEach((point, index) => {
    const before = samples[Math.max(index - 1, 0)] ?? point;
    const after = samples[Math.min(index + 1, samples.length - 1)] ?? point;
    const dx = after[0] - before[0];
    const dy = after[1] - before[1];
    const length = Math.hypot(dx, dy) || 1;
    const half = width(index / (samples.length - 1)) / 2;
    left.push([point[0] - (dy / length) * half, point[1] + (dx / length) * half]);
    right.push([point[0] + (dy / length) * half, point[1] - (dx / length) * half]);
  });
  return [...left, ...right.reverse()];
}

/** An ellipse as a polygon, optionally with an irregular, hand-made edge. */
export function ellipsePoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  options: { rotation?: number; count?: number; wobble?: number; random?: Random } = {},
): Point[] {
  const { rotation = 0, count = 16, wobble = 0, random } = options;
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const points: Point[] = [];
  for (let index = 0; index < count; index += 1) {
    const angle = (index / count) * Math.PI * 2;
    const scale = 1 + (random ? random.range(-wobble, wobble) : 0);
    const x = Math.cos(angle) * rx * scale;
    const y = Math.sin(angle) * ry * scale;
    points.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
  }
  return points;
}

export function mapPoints(points: readonly Point[], map: (point: Point) => Point): Point[] {
  return points.map(map);
}

/** Moves every point a little, like a second pass of a hand-drawn line. */
export function jitter(points: readonly Point[], random: Random, amount: number): Point[] {
  return points.map((point) => [
    point[0] + random.normal() * amount,
    point[1] + random.normal() * amount,
  ]);
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The same line moved sideways by `offset` (positive to the left of its direction). */
export function offsetLine(points: readonly Point[], offset: number): Point[] {
  return points.map((point, index) => {
    const before = points[Math.max(index - 1, 0)] ?? point;
    const after = points[Math.min(index + 1, points.length - 1)] ?? point;
    const dx = after[0] - before[0];
    const dy = after[1] - before[1];
    const length = Math.hypot(dx, dy) || 1;
    return [point[0] - (dy / length) * offset, point[1] + (dx / length) * offset];
  });
}
