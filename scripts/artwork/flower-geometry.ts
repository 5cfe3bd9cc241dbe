import { fromHex, mix, scale, toHex } from "./colour.ts";
import { ellipsePoints, fraction, n, type Point, smoothPath } from "./geometry.ts";
import type { Random } from "./random.ts";
import type { SvgBuilder } from "./svg-builder.ts";

/**
 * Flower heads seen at an angle, shared by the photographs and the fluorescent stills. A head is
 * authored flat (petals radiating around a centre) and projected: squashed by its tilt and turned
 * by its roll, which is how a round flower looks when it does not face the camera.
 */
export type PetalShape = "narrow" | "broad" | "pointed" | "serrated" | "ragged";

export type FlowerHead = {
  x: number;
  y: number;
  /** Outer radius in pixels. */
  radius: number;
  /** 0 faces the camera; 0.7 is seen steeply from the side. */
  tilt: number;
  /** Rotation of the whole head, in radians. */
  roll: number;
  petals: {
    count: number;
    /** Rings of petals, outermost first (dahlias have several). */
    rings?: number;
    shape: PetalShape;
    /** Petal width relative to its length. */
    width: number;
    base: string;
    tip: string;
    /** Thin lines along each petal. */
    veins?: boolean;
    /** Petals hanging back from the centre (rudbeckias, cyclamen-like droop), 0 to 1. */
    droop?: number;
  };
  centre: {
    /** Relative to the radius. */
    size: number;
    kind: "disc" | "stamens" | "cone" | "none";
    colour: string;
    detail: string;
  };
};

function petalOutline(shape: PetalShape, length: number, width: number, random: Random): Point[] {
  const w = (length * width) / 2;
  const L = length;
  switch (shape) {
    case "narrow":
      return [
        [0, 0],
        [L * 0.3, w * 0.85],
        [L * 0.8, w],
        [L * 0.97, w * 0.45],
        [L, 0],
        [L * 0.97, -w * 0.45],
        [L * 0.8, -w],
        [L * 0.3, -w * 0.85],
      ];
    case "broad":
      return [
        [0, 0],
        [L * 0.25, w * 0.55],
        [L * 0.65, w * 0.98],
        [L * 0.93, w * 0.75],
        [L * (0.98 + random.range(-0.03, 0.03)), w * 0.25],
        [L * (0.98 + random.range(-0.03, 0.03)), -w * 0.25],
        [L * 0.93, -w * 0.75],
        [L * 0.65, -w * 0.98],
        [L * 0.25, -w * 0.55],
      ];
    case "pointed":
      return [
        [0, 0],
        [L * 0.35, w],
        [L * 0.8, w * 0.55],
        [L, 0],
        [L * 0.8, -w * 0.55],
        [L * 0.35, -w],
      ];
    case "serrated":
      return [
        [0, 0],
        [L * 0.3, w * 0.45],
        [L * 0.75, w * 0.95],
        [L, w * 0.7],
        [L * 0.92, w * 0.35],
        [L * 1.0, w * 0.05],
        [L * 0.92, -w * 0.25],
        [L * 0.99, -w * 0.6],
        [L * 0.75, -w * 0.95],
        [L * 0.3, -w * 0.45],
      ];
    case "ragged": {
      const points: Point[] = [
        [0, 0],
        [L * 0.45, w * 0.5],
        [L * 0.8, w],
      ];
      for (let tooth = 0; tooth <= 4; tooth += 1) {
        const across = w * (1 - tooth * 0.5);
        points.push([L * (tooth % 2 === 0 ? 1 : 0.88), across]);
      }
      points.push([L * 0.8, -w], [L * 0.45, -w * 0.5]);
      return points;
    }
  }
}

/** From the head's flat plane (centre at 0, 0) to the picture. */
function projector(head: FlowerHead): (point: Point) => Point {
  const squash = 1 - head.tilt;
  const cos = Math.cos(head.roll);
  const sin = Math.sin(head.roll);
  return ([u, v]) => {
    const y = v * squash;
    return [head.x + u * cos - y * sin, head.y + u * sin + y * cos];
  };
}

type Petal = {
  outline: Point[];
  base: Point;
  tip: Point;
  depth: number;
  shade: number;
  ring: number;
};

/** Draws a flower head: petals back to front with gradients and veins, then its centre. */
export function drawFlowerHead(
  svg: SvgBuilder,
  head: FlowerHead,
  random: Random,
  options: { glow?: boolean } = {},
): void {
  const project = projector(head);
  const rings = head.petals.rings ?? 1;
  const centreRadius = head.radius * head.centre.size;
  const petals: Petal[] = [];
  for (let ring = 0; ring < rings; ring += 1) {
    const ringScale = 1 - ring * (0.75 / Math.max(rings, 1));
    const count = Math.max(5, Math.round(head.petals.count * (1 - ring * 0.12)));
    const offset = random.range(0, Math.PI * 2);
    for (let index = 0; index < count; index += 1) {
      const angle = offset + (index / count) * Math.PI * 2 + random.normal() * 0.04;
      const length = (head.radius - centreRadius * 0.6) * ringScale * random.range(0.9, 1.05);
      const local = petalOutline(
        head.petals.shape,
        length,
        head.petals.width * random.range(0.9, 1.1),
        random,
      );
      const droop = head.petals.droop ?? 0;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const place = ([x, y]: Point): Point => {
        // Drooping petals bend back towards the stem, so they look shorter from the front.
        const along = centreRadius * 0.6 + x * (1 - droop * 0.45 * (x / length));
        return project([along * cos - y * sin, along * sin + y * cos + droop * x * 0.35]);
      };
      const tip = place([length, 0]);
      petals.push({
        outline: local.map(place),
        base: place([0, 0]),
        tip,
        depth: ring * 10 + (tip[1] - head.y) / Math.max(head.radius, 1),
        shade: random.range(0.88, 1.06) * (ring === 0 ? 1 : 1 + ring * 0.03),
        ring,
      });
    }
  }
  // Far petals first: with the head tilted back, those are the ones whose tips point up.
  petals.sort((a, b) => (a.ring === b.ring ? a.depth - b.depth : a.ring - b.ring));
  const base = fromHex(head.petals.base);
  const tipColour = fromHex(head.petals.tip);
  for (const petal of petals) {
    const id = svg.id("p");
    const far = head.tilt * Math.max(0, -(petal.tip[1] - head.y) / head.radius);
    const light = petal.shade * (1 - far * 0.22);
    svg.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(petal.base[0])}" y1="${n(petal.base[1])}" x2="${n(petal.tip[0])}" y2="${n(petal.tip[1])}"><stop offset="0" stop-color="${toHex(scale(base, light * 0.85))}"/><stop offset="0.55" stop-color="${toHex(scale(mix(base, tipColour, 0.6), light))}"/><stop offset="1" stop-color="${toHex(scale(tipColour, light * 1.04))}"/></linearGradient>`,
    );
    const d = smoothPath(petal.outline, true);
    const edge = toHex(scale(base, options.glow ? 1.3 : 0.7));
    svg.body.push(
      `<path d="${d}" fill="url(#${id})" fill-opacity="${options.glow ? 0.55 : 1}" stroke="${edge}" stroke-opacity="${options.glow ? 0.95 : 0.35}" stroke-width="${n(Math.max(1, head.radius * (options.glow ? 0.012 : 0.006)))}"/>`,
    );
    if (head.petals.veins) {
      const veins = 3 + Math.round(head.petals.width * 6);
      let lines = "";
      for (let vein = 0; vein < veins; vein += 1) {
        const t = (vein + 0.5) / veins;
        const start = petal.outline[0] ?? petal.base;
        const edgePoint =
          petal.outline[Math.round(1 + t * (petal.outline.length - 2))] ?? petal.tip;
        const end: Point = [
          petal.tip[0] + (edgePoint[0] - petal.tip[0]) * 0.7,
          petal.tip[1] + (edgePoint[1] - petal.tip[1]) * 0.7,
        ];
        const middle: Point = [
          (start[0] + end[0]) / 2 + random.normal() * head.radius * 0.01,
          (start[1] + end[1]) / 2 + random.normal() * head.radius * 0.01,
        ];
        lines += `M${n(start[0])} ${n(start[1])}Q${n(middle[0])} ${n(middle[1])} ${n(end[0])} ${n(end[1])}`;
      }
      svg.body.push(
        `<path d="${lines}" fill="none" stroke="${toHex(scale(base, options.glow ? 1.5 : 0.8))}" stroke-opacity="${options.glow ? 0.7 : 0.16}" stroke-width="${n(Math.max(0.8, head.radius * 0.0035))}"/>`,
      );
    }
  }
  drawCentre(svg, head, project, random, options.glow ?? false);
}

function drawCentre(
  svg: SvgBuilder,
  head: FlowerHead,
  project: (point: Point) => Point,
  random: Random,
  glow: boolean,
): void {
  const { centre } = head;
  if (centre.kind === "none") return;
  const radius = head.radius * centre.size;
  const colour = fromHex(centre.colour);
  const detail = fromHex(centre.detail);
  const outline = ellipsePoints(0, 0, radius, radius, { count: 24 }).map(project);
  const id = svg.id("c");
  svg.defs.push(
    `<radialGradient id="${id}" cx="0.42" cy="0.38" r="0.65"><stop offset="0" stop-color="${toHex(scale(colour, 1.25))}"/><stop offset="0.7" stop-color="${centre.colour}"/><stop offset="1" stop-color="${toHex(scale(colour, 0.55))}"/></radialGradient>`,
  );
  if (centre.kind === "stamens") {
    // A ring of filaments, each ending in a pollen-laden anther.
    let filaments = "";
    let anthers = "";
    const count = Math.round(60 + radius * 0.4);
    for (let index = 0; index < count; index += 1) {
      const angle = random.range(0, Math.PI * 2);
      const inner = radius * random.range(0.5, 0.8);
      const outer = radius * random.range(1.3, 1.9);
      const from = project([Math.cos(angle) * inner, Math.sin(angle) * inner]);
      const to = project([Math.cos(angle) * outer, Math.sin(angle) * outer]);
      filaments += `M${n(from[0])} ${n(from[1])}L${n(to[0])} ${n(to[1])}`;
      anthers += `<circle cx="${n(to[0])}" cy="${n(to[1])}" r="${n(radius * random.range(0.06, 0.1))}"/>`;
    }
    svg.body.push(
      `<path d="${filaments}" stroke="${toHex(scale(detail, 0.9))}" stroke-width="${n(Math.max(1, radius * 0.025))}" fill="none" stroke-opacity="0.85"/>`,
      `<g fill="${centre.detail}">${anthers}</g>`,
    );
  }
  svg.body.push(`<path d="${smoothPath(outline, true)}" fill="url(#${id})"/>`);
  // Florets in the sunflower's spiral: each at the golden angle from the last.
  const florets = Math.round(
    centre.kind === "stamens" ? 40 : Math.min(2600, (radius / 4) ** 2 * 0.9),
  );
  const dot = (radius / Math.sqrt(florets)) * 0.9;
  let dots = "";
  let highlights = "";
  for (let index = 0; index < florets; index += 1) {
    const r = radius * 0.95 * Math.sqrt((index + 0.5) / florets);
    const angle = index * 2.39996;
    const [x, y] = project([Math.cos(angle) * r, Math.sin(angle) * r]);
    const size = dot * (centre.kind === "cone" ? 0.9 : 0.75) * random.range(0.8, 1.1);
    dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}"/>`;
    if (!glow && index % 2 === 0) {
      highlights += `<circle cx="${n(x - size * 0.3)}" cy="${n(y - size * 0.3)}" r="${n(size * 0.35)}"/>`;
    }
  }
  svg.body.push(
    `<g fill="${toHex(glow ? scale(detail, 1.2) : mix(detail, colour, 0.2))}" fill-opacity="${fraction(glow ? 0.9 : 0.8)}">${dots}</g>`,
    `<g fill="${toHex(scale(colour, 1.5))}" fill-opacity="0.5">${highlights}</g>`,
  );
}
