import type { Sharp } from "sharp";
import sharp from "sharp";
import { fromHex, type Rgb, scale, toHex, vary } from "./colour.ts";
import { n, offsetLine, type Point, smoothPath } from "./geometry.ts";
import { childRandom, type Random } from "./random.ts";
import { svg } from "./svg.ts";
import { clouds, grain, rawLayer } from "./texture.ts";

/**
 * Acrylic painting by brush strokes. A scene is first drawn as flat SVG shapes (the painter's
 * idea of the picture); strokes then rebuild it the way a painter does: broad strokes blocking in
 * the masses, then smaller strokes only where the scene has edges, each stroke following the
 * edge it sits on and carrying the streaks of its bristles.
 */

type Target = { width: number; height: number; data: Buffer; blurred: Buffer };

async function renderTarget(scene: Buffer): Promise<Target> {
  const { data, info } = await sharp(scene)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const blurred = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: 3 },
  })
    .blur(2)
    .raw()
    .toBuffer();
  return { width: info.width, height: info.height, data, blurred };
}

function sample(target: Target, buffer: Buffer, x: number, y: number): Rgb {
  const px = Math.min(Math.max(Math.round(x), 0), target.width - 1);
  const py = Math.min(Math.max(Math.round(y), 0), target.height - 1);
  const offset = (py * target.width + px) * 3;
  return [buffer[offset] ?? 0, buffer[offset + 1] ?? 0, buffer[offset + 2] ?? 0];
}

function luminance(colour: Rgb): number {
  return colour[0] * 0.3 + colour[1] * 0.59 + colour[2] * 0.11;
}

/** The direction of steepest change of brightness, and how steep it is. */
function gradientAt(target: Target, x: number, y: number): { angle: number; strength: number } {
  const at = (dx: number, dy: number): number =>
    luminance(sample(target, target.blurred, x + dx, y + dy));
  const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
  const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
  return { angle: Math.atan2(gy, gx), strength: Math.hypot(gx, gy) };
}

/** How much the colours around a point differ: strokes go small only where the scene has detail. */
function detailAt(target: Target, x: number, y: number, radius: number): number {
  const centre = sample(target, target.data, x, y);
  let most = 0;
  for (const [dx, dy] of [
    [radius, 0],
    [-radius, 0],
    [0, radius],
    [0, -radius],
  ] as const) {
    const other = sample(target, target.data, x + dx, y + dy);
    most = Math.max(
      most,
      Math.abs(other[0] - centre[0]) +
        Math.abs(other[1] - centre[1]) +
        Math.abs(other[2] - centre[2]),
    );
  }
  return most;
}

type Pass = {
  /** Brush width as a share of the long edge. */
  brush: number;
  /** Stroke length in brush widths. */
  length: number;
  /** Share of the possible places that get a stroke where the scene is plain. */
  cover: number;
  /** Minimum local colour difference for a stroke where `cover` does not place one. */
  detail: number;
};

const passes: readonly Pass[] = [
  { brush: 0.045, length: 4, cover: 1, detail: 0 },
  { brush: 0.024, length: 5, cover: 0.3, detail: 40 },
  { brush: 0.012, length: 6, cover: 0.06, detail: 45 },
  { brush: 0.006, length: 7, cover: 0, detail: 60 },
];

function colourDistance(a: Rgb, b: Rgb): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
}

type Stroke = { points: Point[]; colour: Rgb; thickness: number; streaks: number };

/**
 * One stroke: it starts where the brush lands and is pulled along the edges of the scene in both
 * directions until it is long enough or would cross into a different colour, so strokes curve
 * around forms and stop at their outlines (after Hertzmann's curved brush strokes).
 */
function pullStroke(
  target: Target,
  ratio: number,
  start: Point,
  brush: number,
  maxLength: number,
  flow: number,
  random: Random,
): Point[] {
  const colour = sample(target, target.data, start[0] * ratio, start[1] * ratio);
  const step = brush * 0.9;
  const steps = Math.max(1, Math.round(maxLength / 2 / step));
  const habitual = flow + random.normal() * 0.35;
  const forward: Point[] = [];
  const backward: Point[] = [];
  for (const [direction, list] of [
    [1, forward],
    [-1, backward],
  ] as const) {
    let [x, y] = start;
    let previous = habitual;
    for (let index = 0; index < steps; index += 1) {
      const gradient = gradientAt(target, x * ratio, y * ratio);
      let angle = previous;
      if (gradient.strength > 24) {
        angle = gradient.angle + Math.PI / 2;
        // Keep going the same way rather than doubling back along the edge.
        if (Math.cos(angle - previous) < 0) angle += Math.PI;
      }
      x += Math.cos(angle) * step * direction;
      y += Math.sin(angle) * step * direction;
      if (colourDistance(sample(target, target.data, x * ratio, y * ratio), colour) > 70) break;
      list.push([x, y]);
      previous = angle;
    }
  }
  const points = [...backward.reverse(), start, ...forward];
  if (points.length === 1) {
    points.push([
      start[0] + Math.cos(habitual) * brush * 0.4,
      start[1] + Math.sin(habitual) * brush * 0.4,
    ]);
  }
  return points;
}

function strokes(
  target: Target,
  width: number,
  height: number,
  random: Random,
  flow: number,
): string {
  const ratio = target.width / width;
  const longEdge = Math.max(width, height);
  let body = "";
  for (const pass of passes) {
    const brush = pass.brush * longEdge;
    const spacing = brush * 0.7;
    const placed: Stroke[] = [];
    for (let gy = -spacing / 2; gy < height + spacing; gy += spacing) {
      for (let gx = -spacing / 2; gx < width + spacing; gx += spacing) {
        const x = gx + random.range(-0.5, 0.5) * spacing;
        const y = gy + random.range(-0.5, 0.5) * spacing;
        const detailed =
          pass.detail > 0 &&
          detailAt(target, x * ratio, y * ratio, brush * ratio * 0.9) > pass.detail;
        if (!detailed && !random.chance(pass.cover)) continue;
        placed.push({
          points: pullStroke(
            target,
            ratio,
            [x, y],
            brush,
            brush * pass.length * random.range(0.7, 1.3),
            flow,
            random,
          ),
          colour: vary(sample(target, target.data, x * ratio, y * ratio), random, 7),
          thickness: brush * random.range(0.75, 1.1),
          streaks: pass.brush >= 0.012 ? 2 : 1,
        });
      }
    }
    // Shuffled, so no pass shows the grid it was laid out on.
    for (let index = placed.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random.next() * (index + 1));
      const swap = placed[index];
      const with_ = placed[other];
      if (swap && with_) {
        placed[index] = with_;
        placed[other] = swap;
      }
    }
    for (const stroke of placed) {
      body += `<path d="${smoothPath(stroke.points, false)}" stroke="${toHex(stroke.colour)}" stroke-width="${n(stroke.thickness)}"/>`;
      // Bristle streaks: ridges of lighter and darker paint inside the stroke.
      for (let streak = 0; streak < stroke.streaks; streak += 1) {
        const offset = random.range(-0.38, 0.38) * stroke.thickness;
        const light = random.chance(0.5);
        body += `<path d="${smoothPath(offsetLine(stroke.points, offset), false)}" stroke="${toHex(scale(stroke.colour, light ? 1.14 : 0.84))}" stroke-opacity="0.45" stroke-width="${n(stroke.thickness * random.range(0.06, 0.14))}"/>`;
      }
    }
  }
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

/**
 * Paints `scene` (an SVG of any size with the picture's proportions) as acrylic on paper.
 * `flow` is the usual stroke direction in radians where the scene gives none.
 */
export async function paintAcrylic(
  width: number,
  height: number,
  random: Random,
  scene: Buffer,
  options: { flow?: number } = {},
): Promise<Sharp> {
  const target = await renderTarget(scene);
  const underpainting = await sharp(target.blurred, {
    raw: { width: target.width, height: target.height, channels: 3 },
  })
    .blur(3)
    .resize(width, height, { fit: "fill" })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const painted = await sharp(
    svg(
      width,
      height,
      strokes(target, width, height, childRandom(random, "strokes"), options.flow ?? -0.6),
    ),
  )
    .png({ compressionLevel: 0 })
    .toBuffer();
  const tooth = await clouds(width, height, childRandom(random, "tooth"), {
    cell: 6,
    amplitude: 22,
    octaves: 2,
  });
  const flat = await sharp(underpainting)
    .composite([
      { input: painted, blend: "over" },
      rawLayer(tooth, width, height, "soft-light"),
      grain(width, height, childRandom(random, "grain"), 5),
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(flat);
}

/** A hex colour a little darker or lighter, for shading planes in scenes. */
export function shade(hex: string, factor: number): string {
  return toHex(scale(fromHex(hex), factor));
}
