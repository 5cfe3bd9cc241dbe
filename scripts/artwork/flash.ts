import type { Sharp } from "sharp";
import sharp from "sharp";
import { fromHex, scale, toHex } from "./colour.ts";
import { fraction, n } from "./geometry.ts";
import { childRandom, type Random } from "./random.ts";
import { buildSvg, createSvgBuilder, type SvgBuilder } from "./svg-builder.ts";
import { clouds, grain, rawLayer, shadowNoise } from "./texture.ts";

/**
 * Direct flash: light from a small source beside the lens. The subject is lit hard and bright,
 * the light falls off fast into darkness behind it, and the subject throws a crisp, dark shadow
 * offset from itself onto whatever is behind.
 */
export type FlashScene = {
  /** The surface behind the subject where the flash is brightest. */
  backdrop: string;
  /** Where the flash is centred, as shares of width and height. */
  hotspot: [number, number];
  /** How fast the light dies away from the hotspot: 0.5 gently, 1 to near black at the edges. */
  falloff: number;
  /** The scene behind the subject, drawn before its shadow (grass, asphalt, a tabletop). */
  setting?: (svg: SvgBuilder, random: Random) => void;
  subject: (svg: SvgBuilder, random: Random) => void;
  /** The shadow's offset as shares of the width, and its darkness from 0 to 1. */
  shadow: { dx: number; dy: number; darkness: number; tint?: string };
};

export async function paintFlash(
  width: number,
  height: number,
  random: Random,
  scene: FlashScene,
): Promise<Sharp> {
  const back = fromHex(scene.backdrop);
  const base = createSvgBuilder();
  base.defs.push(
    `<radialGradient id="fall" gradientUnits="userSpaceOnUse" cx="${n(scene.hotspot[0] * width)}" cy="${n(scene.hotspot[1] * height)}" r="${n(Math.max(width, height) * (1.1 - scene.falloff * 0.5))}"><stop offset="0" stop-color="${toHex(scale(back, 1.18))}"/><stop offset="0.35" stop-color="${scene.backdrop}"/><stop offset="1" stop-color="${toHex(scale(back, 0.12))}"/></radialGradient>`,
  );
  base.body.push(`<rect width="${width}" height="${height}" fill="url(#fall)"/>`);
  scene.setting?.(base, childRandom(random, "setting"));

  const subject = createSvgBuilder();
  scene.subject(subject, childRandom(random, "subject"));
  const subjectPng = await sharp(buildSvg(width, height, subject))
    .blur(0.5)
    .png({ compressionLevel: 0 })
    .toBuffer();

  // The shadow is the subject's silhouette, moved away from the flash, barely softened.
  const dx = Math.round(scene.shadow.dx * width);
  const dy = Math.round(scene.shadow.dy * width);
  const alpha = await sharp(subjectPng).extractChannel(3).raw().toBuffer();
  const moved = Buffer.alloc(width * height);
  for (let y = Math.max(0, dy); y < Math.min(height, height + dy); y += 1) {
    const from = (y - dy) * width;
    const to = y * width;
    for (let x = Math.max(0, dx); x < Math.min(width, width + dx); x += 1) {
      moved[to + x] = Math.round((alpha[from + x - dx] ?? 0) * scene.shadow.darkness);
    }
  }
  const shifted = await sharp(moved, { raw: { width, height, channels: 1 } })
    .blur(Math.max(1, width * 0.0015))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const [r, g, b] = fromHex(scene.shadow.tint ?? "#000000");
  const shadow = await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .joinChannel(shifted, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

  const unevenness = await clouds(width, height, childRandom(random, "unevenness"), {
    cell: width / 4,
    amplitude: 12,
    octaves: 2,
  });
  const flat = await sharp(buildSvg(width, height, base))
    .composite([
      rawLayer(unevenness, width, height, "soft-light"),
      { input: shadow, blend: "over" },
      { input: subjectPng, blend: "over" },
      grain(width, height, childRandom(random, "grain"), 7),
      shadowNoise(width, height, childRandom(random, "noise"), 0.035),
    ])
    .modulate({ saturation: 1.12 })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(flat);
}

/** A radial gradient for a glossy round thing lit from the front-left: bright core, dark rim. */
export function glossyGradient(
  svg: SvgBuilder,
  colour: string,
  options: { light?: [number, number]; rim?: number } = {},
): string {
  const id = svg.id("g");
  const rgb = fromHex(colour);
  const [fx, fy] = options.light ?? [0.38, 0.32];
  svg.defs.push(
    `<radialGradient id="${id}" cx="${fraction(fx)}" cy="${fraction(fy)}" r="0.75" fx="${fraction(fx)}" fy="${fraction(fy)}"><stop offset="0" stop-color="${toHex(scale(rgb, 1.35))}"/><stop offset="0.45" stop-color="${colour}"/><stop offset="1" stop-color="${toHex(scale(rgb, options.rim ?? 0.3))}"/></radialGradient>`,
  );
  return `url(#${id})`;
}
