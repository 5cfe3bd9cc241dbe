/**
 * Collects the definitions (gradients, filters) and the drawing of one SVG document, handing out
 * unique ids, so functions that each draw one flower or rope can add their own gradients.
 */
export type SvgBuilder = {
  defs: string[];
  body: string[];
  id(prefix: string): string;
};

export function createSvgBuilder(): SvgBuilder {
  let counter = 0;
  return {
    defs: [],
    body: [],
    id: (prefix) => {
      counter += 1;
      return `${prefix}${counter}`;
    },
  };
}

export function buildSvg(
  width: number,
  height: number,
  builder: SvgBuilder,
  background = "",
): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${builder.defs.join("")}</defs>${background}${builder.body.join("")}</svg>`,
  );
}
