import type { Sharp } from "sharp";
import sharp from "sharp";
import { fraction, n } from "./geometry.ts";
import { childRandom, type Random } from "./random.ts";
import { enlarge } from "./svg.ts";
import { buildSvg, createSvgBuilder, type SvgBuilder } from "./svg-builder.ts";
import { clouds, grain, rawLayer, vignette } from "./texture.ts";

/**
 * A photograph with shallow depth of field: an out-of-focus background (light falling off,
 * bokeh discs, blurred shapes) rendered small and enlarged, a sharp subject over it, then the
 * camera's vignette and sensor grain.
 */
export type Backdrop = {
  /** Top and bottom of the light behind the subject. */
  light: [string, string];
  /** Soft blotches of colour: foliage, sky, far flowers. */
  blotches: { colours: readonly string[]; count: number };
  /** Bokeh: out-of-focus highlights, drawn as discs with a faint rim. */
  discs: { colours: readonly string[]; count: number; size: number };
  /** Extra drawing in full-size pixels, blurred with the backdrop (far stems, far flowers). */
  far?: (svg: SvgBuilder, random: Random) => void;
};

const reduction = 4;

async function backdrop(
  width: number,
  height: number,
  random: Random,
  scene: Backdrop,
): Promise<Buffer> {
  const w = Math.round(width / reduction);
  const h = Math.round(height / reduction);
  const svg = createSvgBuilder();
  svg.defs.push(
    `<linearGradient id="light" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${scene.light[0]}"/><stop offset="1" stop-color="${scene.light[1]}"/></linearGradient>`,
    `<filter id="far" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(w * 0.035)}"/></filter>`,
    `<filter id="near" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(w * 0.012)}"/></filter>`,
    `<filter id="disc"><feGaussianBlur stdDeviation="${n(Math.max(0.6, w * 0.0012))}"/></filter>`,
  );
  let blotches = "";
  for (let index = 0; index < scene.blotches.count; index += 1) {
    blotches += `<ellipse cx="${n(random.range(-0.1, 1.1) * w)}" cy="${n(random.range(-0.1, 1.1) * h)}" rx="${n(random.range(0.06, 0.22) * w)}" ry="${n(random.range(0.05, 0.18) * w)}" fill="${random.pick(scene.blotches.colours)}" fill-opacity="${fraction(random.range(0.35, 0.85))}"/>`;
  }
  let far = "";
  if (scene.far) {
    const farSvg = createSvgBuilder();
    scene.far(farSvg, childRandom(random, "far"));
    svg.defs.push(...farSvg.defs);
    far = `<g filter="url(#near)"><g transform="scale(${1 / reduction})">${farSvg.body.join("")}</g></g>`;
  }
  let discs = "";
  for (let index = 0; index < scene.discs.count; index += 1) {
    const r = scene.discs.size * w * random.range(0.5, 1.3);
    const colour = random.pick(scene.discs.colours);
    discs += `<circle cx="${n(random.range(0, w))}" cy="${n(random.range(0, h))}" r="${n(r)}" fill="${colour}" fill-opacity="${fraction(random.range(0.12, 0.4))}" stroke="${colour}" stroke-opacity="${fraction(random.range(0.2, 0.45))}" stroke-width="${n(Math.max(0.5, r * 0.08))}"/>`;
  }
  svg.body.push(
    `<rect width="${w}" height="${h}" fill="url(#light)"/>`,
    `<g filter="url(#far)">${blotches}</g>`,
    far,
    `<g filter="url(#disc)">${discs}</g>`,
  );
  const small = await sharp(buildSvg(w, h, svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return enlarge(small, width, height);
}

export async function paintPhotograph(
  width: number,
  height: number,
  random: Random,
  scene: {
    backdrop: Backdrop;
    subject: (svg: SvgBuilder, random: Random) => void;
    /** How dark the corners fall, 0 to 1. */
    vignette?: number;
    /** Sensor noise strength. */
    noise?: number;
    /** A wash of warm or cool light over everything, and how strong. */
    tone?: [string, number];
  },
): Promise<Sharp> {
  const background = await backdrop(width, height, childRandom(random, "backdrop"), scene.backdrop);
  const subject = createSvgBuilder();
  subject.defs.push(
    `<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${n(width * 0.004)}"/></filter>`,
  );
  scene.subject(subject, childRandom(random, "subject"));
  // Uneven light across the frame, as in any photograph taken outdoors.
  const light = await clouds(width, height, childRandom(random, "light"), {
    cell: width / 3,
    amplitude: 18,
    octaves: 2,
  });
  // A lens never draws an edge as crisply as a vector renderer does.
  const sharpSubject = await sharp(buildSvg(width, height, subject))
    .blur(Math.max(0.3, width * 0.00045))
    .png({ compressionLevel: 0 })
    .toBuffer();
  const layers = [
    { input: sharpSubject, blend: "over" as const },
    rawLayer(light, width, height, "soft-light"),
    ...(scene.tone
      ? [
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${scene.tone[0]}" fill-opacity="${scene.tone[1]}"/></svg>`,
            ),
            blend: "soft-light" as const,
          },
        ]
      : []),
    vignette(width, height, scene.vignette ?? 0.35),
    grain(width, height, childRandom(random, "grain"), scene.noise ?? 5),
  ];
  const flat = await sharp(background).composite(layers).png({ compressionLevel: 0 }).toBuffer();
  return sharp(flat);
}
