import { fromHex, scale, toHex } from "./colour.ts";
import { n, type Point, sampleCurve, smoothPath, tubeOutline } from "./geometry.ts";
import type { Random } from "./random.ts";
import type { SvgBuilder } from "./svg-builder.ts";

/** Stems, leaves and grass: the green parts of the flower pictures. */

/** A stem along a curve, lit from the left. */
export function drawStem(
  svg: SvgBuilder,
  spine: Point[],
  width: number,
  colour: string,
  options: { hairs?: Random; glow?: boolean } = {},
): void {
  const id = svg.id("s");
  const green = fromHex(colour);
  svg.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${toHex(scale(green, 0.7))}"/><stop offset="0.3" stop-color="${toHex(scale(green, 1.25))}"/><stop offset="1" stop-color="${toHex(scale(green, 0.55))}"/></linearGradient>`,
  );
  const outline = tubeOutline(spine, (t) => width * (1 - t * 0.25));
  svg.body.push(
    options.glow
      ? `<path d="${smoothPath(outline, true)}" fill="${colour}" fill-opacity="0.25" stroke="${colour}" stroke-width="${n(width * 0.12)}"/>`
      : `<path d="${smoothPath(outline, true)}" fill="url(#${id})"/>`,
  );
  if (options.hairs) {
    // Fine bristles along the stem, as on poppies, caught by the light.
    const random = options.hairs;
    let hairs = "";
    const points = sampleCurve(spine, false, 8);
    for (const [index, point] of points.entries()) {
      if (index % 2 === 1) continue;
      for (const side of [-1, 1]) {
        const length = width * random.range(0.5, 1.1);
        const x = point[0] + side * width * 0.45;
        hairs += `M${n(x)} ${n(point[1])}l${n(side * length)} ${n(-length * random.range(0.4, 1))}`;
      }
    }
    svg.body.push(
      `<path d="${hairs}" stroke="${toHex(scale(green, 1.6))}" stroke-opacity="0.55" stroke-width="${n(Math.max(1, width * 0.06))}" fill="none"/>`,
    );
  }
}

/** A lance-shaped leaf from `base` to `tip`, bending to one side, with its midrib. */
export function drawLeaf(
  svg: SvgBuilder,
  base: Point,
  tip: Point,
  width: number,
  colour: string,
  bend: number,
  glow = false,
): void {
  const dx = tip[0] - base[0];
  const dy = tip[1] - base[1];
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const at = (along: number, across: number): Point => {
    const curve = bend * Math.sin(along * Math.PI) * length * 0.15;
    return [
      base[0] + ux * along * length - uy * (across + curve),
      base[1] + uy * along * length + ux * (across + curve),
    ];
  };
  const half = width / 2;
  const outline: Point[] = [
    at(0, 0),
    at(0.15, half * 0.7),
    at(0.45, half),
    at(0.8, half * 0.55),
    at(1, 0),
    at(0.8, -half * 0.55),
    at(0.45, -half),
    at(0.15, -half * 0.7),
  ];
  const id = svg.id("l");
  const green = fromHex(colour);
  const start = at(0.5, half);
  const end = at(0.5, -half);
  svg.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(start[0])}" y1="${n(start[1])}" x2="${n(end[0])}" y2="${n(end[1])}"><stop offset="0" stop-color="${toHex(scale(green, 1.2))}"/><stop offset="0.5" stop-color="${colour}"/><stop offset="1" stop-color="${toHex(scale(green, 0.6))}"/></linearGradient>`,
  );
  svg.body.push(
    glow
      ? `<path d="${smoothPath(outline, true)}" fill="${colour}" fill-opacity="0.2" stroke="${colour}" stroke-width="${n(width * 0.04)}"/>`
      : `<path d="${smoothPath(outline, true)}" fill="url(#${id})"/>`,
    `<path d="${smoothPath([at(0, 0), at(0.5, 0), at(0.95, 0)], false)}" stroke="${toHex(scale(green, glow ? 1.4 : 1.35))}" stroke-opacity="0.6" stroke-width="${n(Math.max(1, width * 0.04))}" fill="none"/>`,
  );
}

/** Blades of grass rising from the bottom edge. */
export function drawGrass(
  svg: SvgBuilder,
  random: Random,
  area: { left: number; right: number; bottom: number; height: number },
  count: number,
  colours: readonly string[],
): void {
  for (let index = 0; index < count; index += 1) {
    const x = random.range(area.left, area.right);
    const height = area.height * random.range(0.4, 1);
    const lean = random.normal() * height * 0.25;
    const width = Math.max(3, height * random.range(0.015, 0.03));
    const colour = random.pick(colours);
    const spine: Point[] = [
      [x, area.bottom + 10],
      [x + lean * 0.3, area.bottom - height * 0.5],
      [x + lean, area.bottom - height],
    ];
    const outline = tubeOutline(spine, (t) => width * (1 - t * 0.95));
    svg.body.push(`<path d="${smoothPath(outline, true)}" fill="${colour}"/>`);
  }
}
