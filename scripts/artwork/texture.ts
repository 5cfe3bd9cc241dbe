import type { Blend, OverlayOptions } from "sharp";
import sharp from "sharp";
import type { Random } from "./random.ts";

/**
 * Seeded noise layers, all single-channel and centred on mid-grey, so that with the "overlay" or
 * "soft-light" blend they add texture without shifting the picture's overall tone.
 */

/** Fine per-pixel noise: film grain, sensor noise, the tooth of paper. */
export function grain(
  width: number,
  height: number,
  random: Random,
  amplitude: number,
): OverlayOptions {
  const data = Buffer.alloc(width * height);
  for (let index = 0; index < data.length; index += 1) {
    // The sum of three uniforms is close enough to a bell curve and three times cheaper than Box-Muller.
    const bell = random.next() + random.next() + random.next() - 1.5;
    data[index] = Math.min(255, Math.max(0, Math.round(128 + bell * amplitude * 2)));
  }
  return { input: data, raw: { width, height, channels: 1 }, blend: "overlay" };
}

/**
 * Soft, cloudy variation (paper mottling, concrete, uneven light): random values on a coarse grid
 * of `cell`-pixel squares, smoothly enlarged; several octaves add detail at smaller scales.
 */
export async function clouds(
  width: number,
  height: number,
  random: Random,
  options: { cell: number; amplitude: number; octaves?: number },
): Promise<Buffer> {
  const { cell, amplitude, octaves = 3 } = options;
  const sum = new Float32Array(width * height);
  let weight = 1;
  let size = cell;
  for (let octave = 0; octave < octaves; octave += 1) {
    const gridWidth = Math.max(2, Math.ceil(width / size) + 1);
    const gridHeight = Math.max(2, Math.ceil(height / size) + 1);
    const grid = Buffer.alloc(gridWidth * gridHeight);
    for (let index = 0; index < grid.length; index += 1)
      grid[index] = Math.floor(random.next() * 256);
    const smooth = await sharp(grid, { raw: { width: gridWidth, height: gridHeight, channels: 1 } })
      .resize(width, height, { fit: "fill", kernel: "cubic" })
      // Without this sharp hands back three identical channels, not the one the loop reads.
      .extractChannel(0)
      .raw()
      .toBuffer();
    for (let index = 0; index < sum.length; index += 1) {
      sum[index] = (sum[index] ?? 0) + ((smooth[index] ?? 128) - 128) * weight;
    }
    weight *= 0.5;
    size = Math.max(2, size / 2);
  }
  const normaliser = amplitude / 128 / (2 - weight * 2);
  const data = Buffer.alloc(width * height);
  for (let index = 0; index < data.length; index += 1) {
    data[index] = Math.min(255, Math.max(0, Math.round(128 + (sum[index] ?? 0) * normaliser * 2)));
  }
  return data;
}

export function rawLayer(
  data: Buffer,
  width: number,
  height: number,
  blend: Blend,
  channels: 1 | 3 | 4 = 1,
): OverlayOptions {
  return { input: data, raw: { width, height, channels }, blend };
}

/** Darkened corners, as a lens or a hand-held light leaves them. */
export function vignette(
  width: number,
  height: number,
  strength: number,
  colour = "#000",
): OverlayOptions {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><radialGradient id="v" cx="50%" cy="50%" r="75%">
<stop offset="0.45" stop-color="${colour}" stop-opacity="0"/>
<stop offset="1" stop-color="${colour}" stop-opacity="${strength}"/>
</radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`;
  return { input: Buffer.from(svg), blend: "over" };
}

/**
 * Sensor noise that shows in the shadows too: "overlay" grain vanishes in near-black, where a
 * real camera's noise is most visible, so this veil of random grey is laid over the picture.
 */
export function shadowNoise(
  width: number,
  height: number,
  random: Random,
  opacity: number,
): OverlayOptions {
  const data = Buffer.alloc(width * height * 2);
  const alpha = Math.round(opacity * 255);
  for (let index = 0; index < data.length; index += 2) {
    data[index] = Math.floor(random.next() * 256);
    data[index + 1] = alpha;
  }
  return { input: data, raw: { width, height, channels: 2 }, blend: "over" };
}
