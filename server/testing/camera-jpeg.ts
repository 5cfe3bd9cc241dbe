import sharp from "sharp";

/**
 * A photograph-like JPEG of `width` x `height`: the noise keeps it as heavy as a camera's file of
 * that size, so uploads and checks cost what a real photograph's do.
 */
export function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#6a8caf",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}
