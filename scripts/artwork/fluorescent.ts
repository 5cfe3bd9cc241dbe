import type { Sharp } from "sharp";
import sharp from "sharp";
import { fraction, n } from "./geometry.ts";
import { childRandom, type Random } from "./random.ts";
import { buildSvg, createSvgBuilder, type SvgBuilder } from "./svg-builder.ts";
import { grain, shadowNoise } from "./texture.ts";

/**
 * Flowers under ultraviolet light, filmed in the dark: petals glow in neon colours, light blooms
 * around every bright edge, and the UV lamp leaves a faint violet haze in the black.
 */
export async function paintFluorescent(
  width: number,
  height: number,
  random: Random,
  draw: (svg: SvgBuilder, random: Random) => void,
): Promise<Sharp> {
  const haze = createSvgBuilder();
  const hazeRandom = childRandom(random, "haze");
  let clouds = "";
  for (let index = 0; index < 5; index += 1) {
    const id = haze.id("h");
    haze.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${hazeRandom.pick(["#3a0f6e", "#2a0b5a", "#4a1470"])}" stop-opacity="${fraction(hazeRandom.range(0.35, 0.7))}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    );
    clouds += `<ellipse cx="${n(hazeRandom.range(0, width))}" cy="${n(hazeRandom.range(0, height))}" rx="${n(width * hazeRandom.range(0.25, 0.5))}" ry="${n(height * hazeRandom.range(0.25, 0.5))}" fill="url(#${id})"/>`;
  }
  haze.body.push(`<rect width="${width}" height="${height}" fill="#040208"/>`, clouds);

  const flowers = createSvgBuilder();
  draw(flowers, childRandom(random, "flowers"));
  const glowing = await sharp(buildSvg(width, height, flowers))
    .blur(0.6)
    .png({ compressionLevel: 0 })
    .toBuffer();
  // The bloom: the same light spread wide and spread narrow, added on top.
  const wide = await sharp(glowing)
    .blur(width * 0.018)
    .linear(1.8, 0)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const narrow = await sharp(glowing)
    .blur(width * 0.004)
    .linear(1.3, 0)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const flat = await sharp(buildSvg(width, height, haze))
    .composite([
      { input: wide, blend: "screen" },
      { input: narrow, blend: "screen" },
      { input: glowing, blend: "screen" },
      grain(width, height, childRandom(random, "grain"), 6),
      shadowNoise(width, height, childRandom(random, "noise"), 0.04),
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(flat);
}

/** Specks of pollen, each its own tiny light. */
export function pollen(
  svg: SvgBuilder,
  random: Random,
  x: number,
  y: number,
  spread: number,
  count: number,
  colour: string,
): void {
  let dots = "";
  for (let index = 0; index < count; index += 1) {
    dots += `<circle cx="${n(x + random.normal() * spread)}" cy="${n(y + random.normal() * spread)}" r="${n(random.range(1.2, 3.5))}" fill-opacity="${fraction(random.range(0.5, 1))}"/>`;
  }
  svg.body.push(`<g fill="${colour}">${dots}</g>`);
}
