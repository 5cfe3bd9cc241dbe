import type { OutputInfo, OverlayOptions, Sharp } from "sharp";
import sharp from "sharp";

/** An SVG document of the given pixel size. */
export function svg(width: number, height: number, body: string, defs = ""): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`,
  );
}

/**
 * Renders a soft layer at a fraction of the final size and enlarges it: washes, bokeh and haze
 * have no fine detail to lose, and librsvg's blur and noise filters cost by the pixel.
 */
export async function softLayer(
  width: number,
  height: number,
  reduction: number,
  draw: (smallWidth: number, smallHeight: number) => Buffer,
): Promise<Buffer> {
  const small = await sharp(draw(Math.round(width / reduction), Math.round(height / reduction)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return enlarge(small, width, height);
}

/**
 * Enlarges an already rendered bitmap. (Resizing an SVG input directly would make sharp render
 * the vector at the final size, which is exactly the cost a soft layer avoids.)
 */
export async function enlarge(
  small: { data: Buffer; info: OutputInfo },
  width: number,
  height: number,
): Promise<Buffer> {
  const { width: w, height: h, channels } = small.info;
  return sharp(small.data, { raw: { width: w, height: h, channels } })
    .resize(width, height, { fit: "fill", kernel: "cubic" })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Flattens a stack of layers into one image that further layers can be composited onto. */
export async function flatten(base: Sharp, layers: OverlayOptions[]): Promise<Buffer> {
  return base.composite(layers).png({ compressionLevel: 0 }).toBuffer();
}
