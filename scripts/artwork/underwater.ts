import type { OverlayOptions, Sharp } from "sharp";
import sharp from "sharp";
import { fromHex, scale, toHex } from "./colour.ts";
import { fraction, n, type Point, polylinePath, sampleCurve, smoothPath } from "./geometry.ts";
import { childRandom, type Random } from "./random.ts";
import { enlarge } from "./svg.ts";
import { buildSvg, createSvgBuilder, type SvgBuilder } from "./svg-builder.ts";
import { grain, shadowNoise } from "./texture.ts";

/**
 * Stills from underwater video: water that darkens with depth, shafts of light from the surface,
 * the moving net of caustics, suspended particles and bubbles, and forms that haze away into the
 * blue the further they are.
 */
export type WaterScene = {
  /** Surface, middle and depth colours, top to bottom. */
  water: [string, string, string];
  /** Light shafts from above: how many and how bright (0 to 1). */
  rays: { count: number; strength: number; source: number };
  /** The caustic net: how bright, and where (0 near the surface, 1 at the bottom). */
  caustics: { strength: number; from: number; to: number };
  particles: number;
  /** Forms far away, drawn small and blurred into the water. */
  far?: (svg: SvgBuilder, random: Random) => void;
  /** A floor or wall that the caustics play over, drawn at full size. */
  ground?: (svg: SvgBuilder, random: Random) => void;
  /** Forms near the lens. */
  near: (svg: SvgBuilder, random: Random) => void;
};

const reduction = 3;

async function waterLayer(
  width: number,
  height: number,
  random: Random,
  scene: WaterScene,
): Promise<Buffer> {
  const w = Math.round(width / reduction);
  const h = Math.round(height / reduction);
  const svg = createSvgBuilder();
  const [surface, middle, depth] = scene.water;
  svg.defs.push(
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${surface}"/><stop offset="0.45" stop-color="${middle}"/><stop offset="1" stop-color="${depth}"/></linearGradient>`,
    `<filter id="haze" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(w * 0.006)}"/></filter>`,
    `<filter id="rays" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(w * 0.012)}"/></filter>`,
    `<linearGradient id="rayFade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  );
  svg.body.push(`<rect width="${w}" height="${h}" fill="url(#water)"/>`);
  let rays = "";
  const sourceX = scene.rays.source * w;
  for (let index = 0; index < scene.rays.count; index += 1) {
    const x = random.range(-0.2, 1.2) * w;
    const spread = random.range(0.01, 0.05) * w;
    const lean = (x - sourceX) * 0.5;
    rays += `<path d="M${n(x - spread * 0.4)} 0L${n(x + spread * 0.4)} 0L${n(x + lean + spread)} ${h}L${n(x + lean - spread)} ${h}Z" fill="url(#rayFade)" fill-opacity="${fraction(scene.rays.strength * random.range(0.15, 0.5))}"/>`;
  }
  svg.body.push(`<g filter="url(#rays)">${rays}</g>`);
  if (scene.far) {
    const far = createSvgBuilder();
    scene.far(far, childRandom(random, "far"));
    svg.defs.push(...far.defs);
    svg.body.push(
      `<g filter="url(#haze)" opacity="0.55"><g transform="scale(${1 / reduction})">${far.body.join("")}</g></g>`,
    );
  }
  const small = await sharp(buildSvg(w, h, svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return enlarge(small, width, height);
}

/** The net of light that a rippled surface focuses onto everything below it. */
async function causticLayer(
  width: number,
  height: number,
  random: Random,
  scene: WaterScene,
): Promise<Buffer> {
  const w = Math.round(width / 2);
  const h = Math.round(height / 2);
  const { strength, from, to } = scene.caustics;
  const frequency = (0.9 / w) * 10;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
    <filter id="c" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="turbulence" baseFrequency="${frequency.toFixed(4)} ${(frequency * 1.6).toFixed(4)}" numOctaves="2" seed="${random.int(1, 9999)}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  -4.5 0 0 0 1.05"/>
    </filter>
    <linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
      <stop offset="${fraction(Math.max(0, from - 0.15))}" stop-color="#fff" stop-opacity="0"/>
      <stop offset="${fraction(from)}" stop-color="#fff" stop-opacity="1"/>
      <stop offset="${fraction(to)}" stop-color="#fff" stop-opacity="1"/>
      <stop offset="${fraction(Math.min(1, to + 0.15))}" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <mask id="m"><rect width="${w}" height="${h}" fill="url(#band)"/></mask>
  </defs><g mask="url(#m)" opacity="${fraction(strength)}"><rect width="${w}" height="${h}" filter="url(#c)"/></g></svg>`;
  const small = await sharp(Buffer.from(svg)).blur(0.8).raw().toBuffer({ resolveWithObject: true });
  return enlarge(small, width, height);
}

function particles(
  svg: SvgBuilder,
  random: Random,
  width: number,
  height: number,
  count: number,
): void {
  let dots = "";
  for (let index = 0; index < count; index += 1) {
    const r = Math.abs(random.normal()) * width * 0.0012 + 0.6;
    dots += `<circle cx="${n(random.range(0, width))}" cy="${n(random.range(0, height))}" r="${n(r)}" fill-opacity="${fraction(random.range(0.15, 0.6))}"/>`;
  }
  svg.body.push(`<g fill="#e8fbff">${dots}</g>`);
}

export async function paintUnderwater(
  width: number,
  height: number,
  random: Random,
  scene: WaterScene,
): Promise<Sharp> {
  const water = await waterLayer(width, height, childRandom(random, "water"), scene);
  const caustics = await causticLayer(width, height, childRandom(random, "caustics"), scene);
  const near = createSvgBuilder();
  scene.near(near, childRandom(random, "near"));
  particles(near, childRandom(random, "particles"), width, height, scene.particles);
  // Video is never quite sharp: a touch of blur over the near forms.
  const nearLayer = await sharp(buildSvg(width, height, near))
    .blur(Math.max(0.5, width * 0.0006))
    .png({ compressionLevel: 0 })
    .toBuffer();
  const ground: OverlayOptions[] = [];
  if (scene.ground) {
    const floor = createSvgBuilder();
    scene.ground(floor, childRandom(random, "ground"));
    ground.push({ input: buildSvg(width, height, floor), blend: "over" });
  }
  const flat = await sharp(water)
    .composite([
      ...ground,
      { input: caustics, blend: "soft-light" },
      { input: caustics, blend: "screen" },
      { input: nearLayer, blend: "over" },
      grain(width, height, childRandom(random, "grain"), 5),
      shadowNoise(width, height, childRandom(random, "noise"), 0.03),
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(flat);
}

/** A bubble: a clear sphere that shows mostly as a bright rim and a highlight. */
export function bubble(svg: SvgBuilder, x: number, y: number, r: number): void {
  svg.body.push(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#dff8ff" fill-opacity="0.08" stroke="#f2fdff" stroke-opacity="0.6" stroke-width="${n(Math.max(1, r * 0.09))}"/>`,
    `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" rx="${n(r * 0.28)}" ry="${n(r * 0.18)}" transform="rotate(-35 ${n(x - r * 0.35)} ${n(y - r * 0.4)})" fill="#fff" fill-opacity="0.75"/>`,
    `<path d="M${n(x + r * 0.55)} ${n(y + r * 0.2)}A${n(r * 0.6)} ${n(r * 0.6)} 0 0 1 ${n(x + r * 0.05)} ${n(y + r * 0.72)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(Math.max(1, r * 0.06))}"/>`,
  );
}

/**
 * A long translucent ribbon of cloth drifting in the current. It twists as it goes: where it
 * turns edge-on it narrows to a line, and between twists it shows alternately its lit face and
 * its shaded back.
 */
export function ribbon(
  svg: SvgBuilder,
  spine: Point[],
  width: number,
  colour: string,
  opacity: number,
): void {
  const samples = sampleCurve(spine, false, 16);
  const twists = 2.5;
  const base = fromHex(colour);
  const edges = samples.map((point, index) => {
    const t = index / (samples.length - 1);
    const before = samples[Math.max(index - 1, 0)] ?? point;
    const after = samples[Math.min(index + 1, samples.length - 1)] ?? point;
    const dx = after[0] - before[0];
    const dy = after[1] - before[1];
    const length = Math.hypot(dx, dy) || 1;
    const turn = Math.cos(0.6 + t * twists * Math.PI);
    const half =
      (width / 2) *
      (0.08 + 0.92 * Math.abs(turn)) *
      (0.55 + 0.45 * Math.sin(Math.PI * Math.min(1, t * 1.2 + 0.1)));
    // Past each twist the cloth lies a little higher or lower, so its edges are not parallel.
    const lift = Math.sin(t * 7) * width * 0.12;
    const nx = -dy / length;
    const ny = dx / length;
    return {
      left: [point[0] + nx * (half + lift), point[1] + ny * (half + lift)] as Point,
      right: [point[0] - nx * (half - lift), point[1] - ny * (half - lift)] as Point,
      face: turn >= 0,
      fade: opacity * (1 - t * 0.75),
    };
  });
  const filter = svg.id("cloth");
  svg.defs.push(
    `<filter id="${filter}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${n(Math.max(1.2, width * 0.012))}"/></filter>`,
  );
  // One polygon per stretch between twists, so no seams show inside a face of the cloth.
  let faces = "";
  let start = 0;
  for (let index = 1; index <= edges.length; index += 1) {
    const first = edges[start];
    if (!first) break;
    if (index < edges.length && edges[index]?.face === first.face) continue;
    const run = edges.slice(start, Math.min(index + 1, edges.length));
    const fade = run.reduce((sum, edge) => sum + edge.fade, 0) / run.length;
    const shade = first.face ? toHex(scale(base, 1.02)) : toHex(scale(base, 0.72));
    const outline = [...run.map((edge) => edge.left), ...run.map((edge) => edge.right).reverse()];
    faces += `<path d="${polylinePath(outline, true)}" fill="${shade}" fill-opacity="${fraction(fade * (first.face ? 1 : 0.8))}"/>`;
    start = index;
  }
  // Soft folds running along the cloth, and its brighter selvedge.
  const fold = (share: number): string =>
    smoothPath(
      edges
        .filter((_, index) => index % 3 === 0)
        .map(
          (edge) =>
            [
              edge.left[0] + (edge.right[0] - edge.left[0]) * share,
              edge.left[1] + (edge.right[1] - edge.left[1]) * share,
            ] as Point,
        ),
      false,
    );
  svg.body.push(
    `<g filter="url(#${filter})">${faces}<path d="${fold(0.3)}" fill="none" stroke="#fff" stroke-opacity="${fraction(opacity * 0.3)}" stroke-width="${n(width * 0.05)}"/><path d="${fold(0.7)}" fill="none" stroke="${toHex(scale(base, 0.6))}" stroke-opacity="${fraction(opacity * 0.25)}" stroke-width="${n(width * 0.07)}"/><path d="${fold(0.02)}" fill="none" stroke="#fff" stroke-opacity="${fraction(opacity * 0.5)}" stroke-width="${n(width * 0.02)}"/></g>`,
  );
}

/** A jellyfish-like drifting form: a translucent bell with a frilled rim and trailing threads. */
export function drifter(
  svg: SvgBuilder,
  random: Random,
  x: number,
  y: number,
  size: number,
  colour: string,
  lean: number,
): void {
  const id = svg.id("j");
  svg.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.5" stop-color="${colour}" stop-opacity="0.35"/><stop offset="1" stop-color="${colour}" stop-opacity="0.12"/></radialGradient>`,
  );
  const cos = Math.cos(lean);
  const sin = Math.sin(lean);
  const at = (u: number, v: number): Point => [
    x + (u * cos - v * sin) * size,
    y + (u * sin + v * cos) * size,
  ];
  let threads = "";
  for (let index = 0; index < 9; index += 1) {
    const u = -0.8 + index * 0.2;
    const points: Point[] = [];
    for (let step = 0; step <= 6; step += 1) {
      points.push(
        at(
          u * (1 - step * 0.06) + Math.sin(step * 1.1 + index) * 0.12,
          0.1 + step * random.range(0.35, 0.5),
        ),
      );
    }
    threads += `<path d="${smoothPath(points, false)}"/>`;
  }
  svg.body.push(
    `<g fill="none" stroke="${colour}" stroke-opacity="0.45" stroke-width="${n(Math.max(1, size * 0.012))}">${threads}</g>`,
  );
  const bell: Point[] = [
    at(-1, 0.1),
    at(-0.95, -0.45),
    at(-0.55, -0.85),
    at(0, -0.97),
    at(0.55, -0.85),
    at(0.95, -0.45),
    at(1, 0.1),
  ];
  for (let frill = 0; frill <= 8; frill += 1)
    bell.push(at(0.9 - frill * 0.225, frill % 2 === 0 ? 0.2 : 0.08));
  svg.body.push(
    `<path d="${smoothPath(bell, true)}" fill="url(#${id})" stroke="#f4fbff" stroke-opacity="0.45" stroke-width="${n(Math.max(1, size * 0.012))}"/>`,
    `<path d="${smoothPath([at(-0.5, 0.05), at(-0.3, -0.35), at(0.3, -0.35), at(0.5, 0.05)], false)}" fill="none" stroke="${colour}" stroke-opacity="0.5" stroke-width="${n(size * 0.03)}"/>`,
  );
}
