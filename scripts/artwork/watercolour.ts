import type { OverlayOptions, Sharp } from "sharp";
import sharp from "sharp";
import { fromHex } from "./colour.ts";
import { fraction, jitter, n, type Point, polylinePath, smoothPath } from "./geometry.ts";
import { childRandom, type Random } from "./random.ts";
import { enlarge, svg } from "./svg.ts";
import { clouds, grain, rawLayer } from "./texture.ts";

/**
 * Fine liner and watercolour on paper: a drawing is a list of items in back-to-front order.
 * A shape is a closed outline; in the ink layer it is filled with white, so it hides the lines
 * of everything behind it, exactly as a draughtsman leaves out hidden lines. Washes ignore that
 * order and run loosely over the lines, as they do on real paper.
 */
export type DrawingItem =
  | {
      type: "shape";
      outline: Point[];
      smooth?: boolean;
      wash?: string;
      washOpacity?: number;
      /** Whether the fine liner draws the outline; a wash alone makes a background or shadow. */
      ink?: boolean;
      /** Paint around the shapes drawn after this one instead of washing over them (a cape behind a cat). */
      knockout?: boolean;
    }
  | {
      type: "mark";
      points: Point[];
      smooth?: boolean;
      closed?: boolean;
      /** Line weight relative to the pen; 0 leaves the mark to the brush. */
      weight?: number;
      /** Solid ink fill (pupils, a dark nose). */
      fill?: string;
      /** Watercolour: fills a closed mark or, with washWidth, lays a brush stroke along an open one. */
      wash?: string;
      washWidth?: number;
      washOpacity?: number;
    };

export type Drawing = DrawingItem[];

/** Moves and scales a drawing authored in its own units onto the sheet. */
export function place(
  drawing: Drawing,
  x: number,
  y: number,
  size: number,
  mirror = false,
): Drawing {
  const map = (points: Point[]): Point[] =>
    points.map((point) => [x + (mirror ? -point[0] : point[0]) * size, y + point[1] * size]);
  return drawing.map((item) =>
    item.type === "shape"
      ? { ...item, outline: map(item.outline) }
      : {
          ...item,
          points: map(item.points),
          ...(item.washWidth === undefined ? {} : { washWidth: item.washWidth * size }),
        },
  );
}

function pathOf(points: Point[], smooth: boolean, closed: boolean): string {
  return smooth ? smoothPath(points, closed) : polylinePath(points, closed);
}

type Sheet = { width: number; height: number; paper: string; random: Random };

function paperBase(sheet: Sheet): Sharp {
  const [r, g, b] = fromHex(sheet.paper);
  return sharp({
    create: { width: sheet.width, height: sheet.height, channels: 3, background: { r, g, b } },
  });
}

/** All washes, drawn at half size: their edges are displaced by noise so they bleed like wet pigment. */
function washLayer(sheet: Sheet, drawing: Drawing): Buffer {
  const random = childRandom(sheet.random, "washes");
  const half = 0.5;
  const width = Math.round(sheet.width * half);
  const height = Math.round(sheet.height * half);
  const shrink = (points: Point[]): Point[] => points.map((p) => [p[0] * half, p[1] * half]);
  const slip = sheet.width * 0.004 * half;
  let body = "";
  let gradients = "";
  drawing.forEach((item, index) => {
    if (!item.wash) return;
    const colour = item.wash;
    const opacity = item.washOpacity ?? 0.55;
    if (item.type === "mark" && item.washWidth !== undefined) {
      const points = jitter(shrink(item.points), random, slip * 0.5);
      body += `<path d="${pathOf(points, item.smooth ?? true, false)}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${n(item.washWidth * half)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      return;
    }
    const outline = item.type === "shape" ? item.outline : item.points;
    const dx = random.normal() * slip;
    const dy = random.normal() * slip;
    const points = jitter(shrink(outline), random, slip * 0.6).map(
      (p): Point => [p[0] + dx, p[1] + dy],
    );
    // The pigment pools towards one side of the shape, leaving the other side paler.
    const angle = random.range(0, Math.PI * 2);
    const x1 = 50 + Math.cos(angle) * 50;
    const y1 = 50 + Math.sin(angle) * 50;
    gradients += `<linearGradient id="w${index}" x1="${n(x1)}%" y1="${n(y1)}%" x2="${n(100 - x1)}%" y2="${n(100 - y1)}%"><stop offset="0" stop-color="${colour}" stop-opacity="${fraction(opacity)}"/><stop offset="1" stop-color="${colour}" stop-opacity="${fraction((opacity * random.range(30, 60)) / 100)}"/></linearGradient>`;
    const d = pathOf(points, item.smooth ?? true, true);
    let mask = "";
    if (item.type === "shape" && item.knockout) {
      const inFront = drawing
        .slice(index + 1)
        .flatMap((later) => (later.type === "shape" && later.ink !== false ? [later] : []))
        .map(
          (later) =>
            `<path d="${pathOf(shrink(later.outline), later.smooth ?? true, true)}" fill="#000"/>`,
        );
      gradients += `<mask id="k${index}" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${inFront.join("")}</mask>`;
      mask = ` mask="url(#k${index})"`;
    }
    // The darker rim where a drying wash leaves its pigment.
    body += `<path d="${d}"${mask} fill="url(#w${index})" stroke="${colour}" stroke-opacity="${fraction((opacity * 45) / 100)}" stroke-width="${n(slip * 0.9)}"/>`;
  });
  const defs = `${gradients}<filter id="bleed" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="${((0.035 / half) * (1000 / sheet.width)).toFixed(4)}" numOctaves="3" seed="${random.int(1, 9999)}" result="noise"/><feDisplacementMap in="SourceGraphic" in2="noise" scale="${n(sheet.width * 0.009 * half)}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="1.2"/></filter>`;
  return svg(
    width,
    height,
    `<rect width="100%" height="100%" fill="#fff"/><g filter="url(#bleed)">${body}</g>`,
    defs,
  );
}

/** The fine liner: every outline twice, the second pass a little off, as a quick hand draws. */
function inkLayer(sheet: Sheet, drawing: Drawing, pen: number): Buffer {
  const random = childRandom(sheet.random, "ink");
  const ink = "#24201d";
  const wobble = pen * 0.45;
  let body = "";
  for (const item of drawing) {
    if (item.type === "shape") {
      if (item.ink === false) continue;
      const smooth = item.smooth ?? true;
      body += `<path d="${pathOf(jitter(item.outline, random, wobble), smooth, true)}" fill="#fff" stroke="${ink}" stroke-width="${n(pen)}" stroke-linejoin="round"/>`;
      body += `<path d="${pathOf(jitter(item.outline, random, wobble * 1.6), smooth, true)}" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="${n(pen * 0.6)}" stroke-linejoin="round"/>`;
      continue;
    }
    const weight = item.weight ?? 1;
    const closed = item.closed ?? false;
    const smooth = item.smooth ?? true;
    if (item.fill) {
      body += `<path d="${pathOf(item.points, smooth, true)}" fill="${item.fill}"/>`;
    }
    if (weight > 0) {
      body += `<path d="${pathOf(jitter(item.points, random, wobble * 0.6), smooth, closed)}" fill="none" stroke="${ink}" stroke-width="${n(pen * weight)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  }
  return svg(sheet.width, sheet.height, `<rect width="100%" height="100%" fill="#fff"/>${body}`);
}

/** A few drops and flicks of colour that landed on the sheet while painting. */
function spatter(sheet: Sheet, colours: readonly string[]): Buffer {
  const random = childRandom(sheet.random, "spatter");
  let body = "";
  const clusters = random.int(2, 4);
  for (let cluster = 0; cluster < clusters; cluster += 1) {
    const cx = random.range(0.05, 0.95) * sheet.width;
    const cy = random.range(0.05, 0.95) * sheet.height;
    const colour = random.pick(colours);
    for (let drop = 0; drop < random.int(6, 18); drop += 1) {
      const r = Math.abs(random.normal()) * sheet.width * 0.0022 + 1;
      body += `<circle cx="${n(cx + random.normal() * sheet.width * 0.04)}" cy="${n(cy + random.normal() * sheet.width * 0.03)}" r="${n(r)}" fill="${colour}" fill-opacity="${fraction(random.range(0.3, 0.6))}"/>`;
    }
  }
  return svg(sheet.width, sheet.height, `<rect width="100%" height="100%" fill="#fff"/>${body}`);
}

export async function paintWatercolour(
  width: number,
  height: number,
  random: Random,
  drawing: Drawing,
  options: { paper?: string; spatter?: readonly string[] } = {},
): Promise<Sharp> {
  const sheet: Sheet = { width, height, paper: options.paper ?? "#f3eee3", random };
  const pen = Math.max(width, height) * 0.0014;
  const washes = await enlarge(
    await sharp(washLayer(sheet, drawing)).raw().toBuffer({ resolveWithObject: true }),
    width,
    height,
  );
  // The cotton paper: broad unevenness, then its cold-pressed tooth.
  const mottling = await clouds(width, height, childRandom(random, "mottling"), {
    cell: width / 5,
    amplitude: 14,
  });
  const tooth = await clouds(width, height, childRandom(random, "tooth"), {
    cell: 9,
    amplitude: 34,
    octaves: 2,
  });
  const layers: OverlayOptions[] = [
    rawLayer(mottling, width, height, "soft-light"),
    { input: washes, blend: "multiply" },
    ...(options.spatter
      ? [{ input: spatter(sheet, options.spatter), blend: "multiply" as const }]
      : []),
    rawLayer(tooth, width, height, "soft-light"),
    { input: inkLayer(sheet, drawing, pen), blend: "multiply" },
    grain(width, height, childRandom(random, "grain"), 7),
  ];
  const flat = await paperBase(sheet).composite(layers).png({ compressionLevel: 0 }).toBuffer();
  return sharp(flat);
}
