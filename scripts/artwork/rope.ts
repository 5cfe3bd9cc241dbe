import { fromHex, scale, toHex } from "./colour.ts";
import {
  fraction,
  n,
  offsetLine,
  type Point,
  sampleCurve,
  smoothPath,
  tubeOutline,
} from "./geometry.ts";
import type { Random } from "./random.ts";
import type { SvgBuilder } from "./svg-builder.ts";

/** Rope as a drawing: a shaded cord with the diagonal lay of its twisted strands, and knots. */

/**
 * A rope along `spine` (two points for a taut rope) whose width may change along it (the far
 * end of a rope in perspective is thinner). Light comes from the upper left.
 */
export function drawRope(
  svg: SvgBuilder,
  spine: Point[],
  width: (t: number) => number,
  colour: string,
): void {
  const base = fromHex(colour);
  const outline = tubeOutline(spine, width);
  const outlinePath = smoothPath(outline, true);
  const samples = sampleCurve(spine, false, 24);
  const lengths = [0];
  for (let index = 1; index < samples.length; index += 1) {
    const a = samples[index - 1] ?? [0, 0];
    const b = samples[index] ?? [0, 0];
    lengths.push((lengths[index - 1] ?? 0) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lengths[lengths.length - 1] ?? 0;
  const widest = Math.max(width(0), width(0.5), width(1));
  const firstPoint = samples[0] ?? [0, 0];
  const lastPoint = samples[samples.length - 1] ?? [0, 0];
  // The side of the rope facing down and away from the light.
  const shaded = lastPoint[0] - firstPoint[0] >= 0 ? 1 : -1;
  if (widest < 5) {
    svg.body.push(
      `<path d="${outlinePath}" fill="${colour}"/>`,
      `<path d="${smoothPath(offsetLine(spine, -shaded * widest * 0.25), false)}" fill="none" stroke="${toHex(scale(base, 0.6))}" stroke-opacity="0.5" stroke-width="${n(widest * 0.4)}"/>`,
    );
    return;
  }
  // The lay: a twisted rope shows its strands as slanted, rounded lumps one after another.
  const strand = gradientFor(svg, colour);
  const clip = svg.id("rc");
  svg.defs.push(`<clipPath id="${clip}"><path d="${outlinePath}"/></clipPath>`);
  let lumps = "";
  let segment = 1;
  for (let distance = 0; distance <= total; ) {
    while (segment < lengths.length - 1 && (lengths[segment] ?? 0) < distance) segment += 1;
    const t = total === 0 ? 0 : distance / total;
    const w = width(t);
    const a = samples[segment - 1] ?? [0, 0];
    const b = samples[segment] ?? [0, 0];
    const along = Math.atan2(b[1] - a[1], b[0] - a[0]);
    const offset = distance - (lengths[segment - 1] ?? 0);
    const x = a[0] + Math.cos(along) * offset;
    const y = a[1] + Math.sin(along) * offset;
    const degrees = ((along + Math.PI / 2 - 0.62) * 180) / Math.PI;
    lumps += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.66)}" ry="${n(w * 0.3)}" transform="rotate(${n(degrees)} ${n(x)} ${n(y)})"/>`;
    distance += Math.max(2.5, w * 0.52);
  }
  svg.body.push(
    `<path d="${outlinePath}" fill="${toHex(scale(base, 0.55))}"/>`,
    `<g clip-path="url(#${clip})"><g fill="url(#${strand})" stroke="${toHex(scale(base, 0.45))}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.6, widest * 0.03))}">${lumps}</g>`,
    `<path d="${smoothPath(offsetLine(spine, -shaded * widest * 0.42), false)}" fill="none" stroke="#1a120a" stroke-opacity="0.35" stroke-width="${n(widest * 0.3)}"/></g>`,
  );
  if (widest > 30) {
    // Loose fibres standing off the surface, which catch the light in close views.
    let fibres = "";
    for (let index = 0; index < total / (widest * 0.15); index += 1) {
      const t = (index * 0.618034) % 1;
      const point = samples[Math.floor(t * (samples.length - 1))] ?? [0, 0];
      const side = index % 2 === 0 ? 1 : -1;
      const angle = (index * 2.39996) % (Math.PI * 2);
      const r = widest * 0.48;
      const start: Point = [
        point[0] + Math.cos(angle) * r * 0.9,
        point[1] + Math.sin(angle) * r * 0.9,
      ];
      fibres += `M${n(start[0])} ${n(start[1])}q${n(side * widest * 0.08)} ${n(-widest * 0.05)} ${n(Math.cos(angle) * widest * 0.2)} ${n(Math.sin(angle) * widest * 0.2)}`;
    }
    svg.body.push(
      `<path d="${fibres}" fill="none" stroke="${toHex(scale(base, 1.2))}" stroke-opacity="0.35" stroke-width="${n(Math.max(0.8, widest * 0.012))}"/>`,
    );
  }
}

const strandGradients = new WeakMap<SvgBuilder, Map<string, string>>();

/** One rounded-lump gradient per rope colour and drawing, shared by all its strands. */
function gradientFor(svg: SvgBuilder, colour: string): string {
  let known = strandGradients.get(svg);
  if (!known) {
    known = new Map();
    strandGradients.set(svg, known);
  }
  const existing = known.get(colour);
  if (existing) return existing;
  const id = svg.id("lay");
  const base = fromHex(colour);
  svg.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="${toHex(scale(base, 1.22))}"/><stop offset="0.6" stop-color="${colour}"/><stop offset="1" stop-color="${toHex(scale(base, 0.62))}"/></radialGradient>`,
  );
  known.set(colour, id);
  return id;
}

/** A knot: a tight cluster of wrapped turns of rope, about `size` across. */
export function drawKnot(
  svg: SvgBuilder,
  random: Random,
  x: number,
  y: number,
  size: number,
  colour: string,
): void {
  const base = fromHex(colour);
  const shadow = svg.id("ks");
  svg.defs.push(
    `<radialGradient id="${shadow}"><stop offset="0.4" stop-color="#000" stop-opacity="${fraction(0.3)}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  svg.body.push(
    `<ellipse cx="${n(x + size * 0.1)}" cy="${n(y + size * 0.14)}" rx="${n(size * 0.6)}" ry="${n(size * 0.52)}" fill="url(#${shadow})"/>`,
  );
  const turns = 5;
  const start = random.range(0, Math.PI);
  for (let turn = 0; turn < turns; turn += 1) {
    const angle = start + (turn / turns) * Math.PI + random.normal() * 0.1;
    const rx = size * random.range(0.36, 0.44);
    const bend = size * (turn % 2 === 0 ? 0.16 : -0.16);
    const from: Point = [x - Math.cos(angle) * rx, y - Math.sin(angle) * rx];
    const to: Point = [x + Math.cos(angle) * rx, y + Math.sin(angle) * rx];
    const middle: Point = [x - Math.sin(angle) * bend, y + Math.cos(angle) * bend];
    // Each turn tapers at both ends, where it tucks under the others.
    drawRope(
      svg,
      [from, middle, to],
      (t) => size * 0.3 * Math.sin(Math.PI * (0.08 + t * 0.84)) ** 0.45,
      toHex(scale(base, random.range(0.88, 1.08))),
    );
  }
}
