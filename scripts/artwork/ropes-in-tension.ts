import type { Sharp } from "sharp";
import sharp from "sharp";
import { fromHex, scale, toHex } from "./colour.ts";
import {
  type Camera,
  drawRoom,
  project,
  projectSegment,
  type Room,
  type Vector,
} from "./gallery.ts";
import { ellipsePoints, fraction, n, type Point, smoothPath } from "./geometry.ts";
import { childRandom, type Random } from "./random.ts";
import { drawKnot, drawRope } from "./rope.ts";
import { buildSvg, createSvgBuilder, type SvgBuilder } from "./svg-builder.ts";
import { clouds, grain, rawLayer, vignette } from "./texture.ts";

/** The eight installation photographs of "Ropes in Tension - Ropes Intention". */

type Photo = { width: number; height: number; paint: (random: Random) => Promise<Sharp> };

export const room: Room = { left: -5, right: 5, depth: 11, height: 4.2 };
const red = "#b8322a";
const hemp = "#c4a272";

export type Line = { from: Vector; to: Vector; colour: string; thickness: number };

/** Ceiling track lights: one high above the room for floor shadows, one in front for the back wall. */
const overhead: Vector = [0.5, 9, 4];
const frontLight: Vector = [0.5, 3.2, -1.5];

function onFloor(point: Vector): Vector {
  const t = overhead[1] / Math.max(overhead[1] - point[1], 0.01);
  return [
    overhead[0] + (point[0] - overhead[0]) * t,
    0,
    overhead[2] + (point[2] - overhead[2]) * t,
  ];
}

function onBackWall(point: Vector): Vector {
  const t = (room.depth - frontLight[2]) / Math.max(point[2] - frontLight[2], 0.01);
  return [
    frontLight[0] + (point[0] - frontLight[0]) * t,
    frontLight[1] + (point[1] - frontLight[1]) * t,
    room.depth,
  ];
}

function shadowLine(
  svg: string[],
  camera: Camera,
  a: Vector,
  b: Vector,
  thickness: number,
  opacity: number,
): void {
  const segment = projectSegment(camera, a, b);
  if (!segment) return;
  const f = camera.focal * camera.width;
  const width = Math.max(1.5, (f * thickness * 2) / ((segment.nearDepth + segment.farDepth) / 2));
  svg.push(
    `<path d="M${n(segment.from[0])} ${n(segment.from[1])}L${n(segment.to[0])} ${n(segment.to[1])}" stroke="#1c1a18" stroke-opacity="${fraction(opacity)}" stroke-width="${n(width)}" stroke-linecap="round"/>`,
  );
}

/** Clips a floor shadow to the floor in front of the back wall. */
function clipToRoom(a: Vector, b: Vector): [Vector, Vector] {
  const limit = (p: Vector, q: Vector): Vector => {
    if (p[2] <= room.depth) return p;
    const t = (room.depth - q[2]) / (p[2] - q[2]);
    return [q[0] + (p[0] - q[0]) * t, 0, room.depth];
  };
  return [limit(a, b), limit(b, a)];
}

export function drawLines(
  svg: SvgBuilder,
  camera: Camera,
  lines: readonly Line[],
  random: Random,
): void {
  const shadows: string[] = [];
  for (const line of lines) {
    const [fa, fb] = clipToRoom(onFloor(line.from), onFloor(line.to));
    shadowLine(shadows, camera, fa, fb, line.thickness, 0.3);
    if (line.from[2] > 1 && line.to[2] > 1) {
      const wa = onBackWall(line.from);
      const wb = onBackWall(line.to);
      if (wa[1] > 0 && wb[1] > 0) shadowLine(shadows, camera, wa, wb, line.thickness * 1.4, 0.13);
    }
  }
  svg.defs.push(
    `<filter id="shade" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n(camera.width * 0.0018)}"/></filter>`,
  );
  svg.body.push(`<g filter="url(#shade)">${shadows.join("")}</g>`);
  const f = camera.focal * camera.width;
  // Far ropes first, so near ones cross in front of them.
  const ordered = [...lines].sort(
    (a, b) =>
      project(camera, b.from).depth +
      project(camera, b.to).depth -
      project(camera, a.from).depth -
      project(camera, a.to).depth,
  );
  for (const line of ordered) {
    const segment = projectSegment(camera, line.from, line.to);
    if (!segment) continue;
    const nearScale = 1 / segment.nearDepth;
    const farScale = 1 / segment.farDepth;
    drawRope(
      svg,
      [segment.from, segment.to],
      (t) => Math.max(1.4, f * line.thickness * (nearScale + (farScale - nearScale) * t)),
      toHex(scale(fromHex(line.colour), random.range(0.92, 1.05))),
    );
  }
}

/** A steel eye bolt in a wall, about `size` pixels across. */
function eyeBolt(svg: SvgBuilder, x: number, y: number, size: number): void {
  svg.defs.push(
    `<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6e8ea"/><stop offset="0.5" stop-color="#8d9296"/><stop offset="1" stop-color="#3f4346"/></linearGradient>`,
  );
  svg.body.push(
    `<circle cx="${n(x + size * 0.08)}" cy="${n(y + size * 0.1)}" r="${n(size * 0.5)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${n(size * 0.16)}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.5)}" fill="none" stroke="url(#steel)" stroke-width="${n(size * 0.16)}"/>`,
  );
}

export function floorPlate(svg: SvgBuilder, camera: Camera, point: Vector, size: number): void {
  const centre = project(camera, point);
  const f = camera.focal * camera.width;
  const r = (f * size) / centre.depth;
  svg.body.push(
    `<ellipse cx="${n(centre.x)}" cy="${n(centre.y)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="#3a3836"/>`,
    `<ellipse cx="${n(centre.x)}" cy="${n(centre.y - r * 0.05)}" rx="${n(r * 0.8)}" ry="${n(r * 0.22)}" fill="#6d6a66"/>`,
  );
}

async function finish(
  width: number,
  height: number,
  random: Random,
  svg: SvgBuilder,
): Promise<Sharp> {
  const unevenness = await clouds(width, height, childRandom(random, "concrete"), {
    cell: width / 6,
    amplitude: 11,
    octaves: 4,
  });
  const flat = await sharp(buildSvg(width, height, svg))
    .blur(0.5)
    .composite([
      rawLayer(unevenness, width, height, "soft-light"),
      vignette(width, height, 0.28),
      grain(width, height, childRandom(random, "grain"), 5),
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(flat);
}

export function installation(
  width: number,
  height: number,
  camera: Omit<Camera, "width" | "height">,
  scene: (svg: SvgBuilder, camera: Camera, random: Random) => void,
): Photo {
  return {
    width,
    height,
    paint: (random) => {
      const svg = createSvgBuilder();
      const full: Camera = { ...camera, width, height };
      drawRoom(svg, full, room);
      scene(svg, full, childRandom(random, "scene"));
      return finish(width, height, random, svg);
    },
  };
}

/** A close view of rope against a white wall, with its shadow on the wall. */
function closeUp(
  width: number,
  height: number,
  scene: (svg: SvgBuilder, random: Random) => void,
): Photo {
  return {
    width,
    height,
    paint: (random) => {
      const svg = createSvgBuilder();
      svg.defs.push(
        `<radialGradient id="wallLight" cx="0.35" cy="0.25" r="0.9"><stop offset="0" stop-color="#f4f1eb"/><stop offset="1" stop-color="#b9b4ac"/></radialGradient>`,
        `<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${n(width * 0.008)}"/></filter>`,
      );
      svg.body.push(`<rect width="${width}" height="${height}" fill="url(#wallLight)"/>`);
      scene(svg, childRandom(random, "scene"));
      return finish(width, height, random, svg);
    },
  };
}

/** Draws a rope twice: first its soft shadow on the wall behind, then the rope. */
function ropeOnWall(
  svg: SvgBuilder,
  spine: Point[],
  width: number,
  colour: string,
  shadow: Point,
): void {
  const moved = spine.map((p): Point => [p[0] + shadow[0], p[1] + shadow[1]]);
  svg.body.push(
    `<path d="${smoothPath(moved, false)}" fill="none" stroke="#2a2622" stroke-opacity="0.35" stroke-width="${n(width)}" stroke-linecap="round" filter="url(#soft)"/>`,
  );
  drawRope(svg, spine, () => width, colour);
}

export const ropesInTension: Photo[] = [
  // 01 The room: fourteen red ropes fanning from one point high on the back wall down to the floor.
  installation(
    2000,
    1333,
    { eye: [0, 1.6, -1.5], yaw: 0, pitch: 0.06, focal: 0.62 },
    (svg, camera, random) => {
      const anchor: Vector = [-2.4, 3.5, room.depth];
      const lines: Line[] = [];
      const floorPoints: Vector[] = [];
      for (let index = 0; index < 14; index += 1) {
        const point: Vector = [
          -4.2 + index * 0.62 + random.normal() * 0.1,
          0,
          3 + (index % 4) * 1.6 + random.range(0, 0.5),
        ];
        floorPoints.push(point);
        lines.push({ from: anchor, to: point, colour: red, thickness: 0.028 });
      }
      drawLines(svg, camera, lines, random);
      for (const point of floorPoints) floorPlate(svg, camera, point, 0.09);
      const [ax, ay] = [project(camera, anchor).x, project(camera, anchor).y];
      drawKnot(svg, random, ax, ay, camera.width * 0.012, red);
    },
  ),
  // 02 A knot joining three hemp ropes, close up.
  closeUp(1600, 1600, (svg, random) => {
    ropeOnWall(
      svg,
      [
        [-60, 1500],
        [400, 1130],
        [800, 800],
      ],
      120,
      hemp,
      [34, 46],
    );
    ropeOnWall(
      svg,
      [
        [1700, 80],
        [1250, 440],
        [800, 800],
      ],
      120,
      hemp,
      [34, 46],
    );
    ropeOnWall(
      svg,
      [
        [1680, 1660],
        [1240, 1220],
        [800, 800],
      ],
      120,
      hemp,
      [34, 46],
    );
    drawKnot(svg, random, 800, 800, 420, hemp);
  }),
  // 03 Natural hemp ropes stretched from wall to wall across the room at many heights.
  installation(
    2000,
    1333,
    { eye: [0, 1.5, -1.5], yaw: 0.05, pitch: 0.02, focal: 0.6 },
    (svg, camera, random) => {
      const lines: Line[] = [];
      for (let index = 0; index < 16; index += 1) {
        lines.push({
          from: [room.left, random.range(0.3, 3.9), random.range(2, 10.5)],
          to: [room.right, random.range(0.3, 3.9), random.range(2, 10.5)],
          colour: hemp,
          thickness: 0.03,
        });
      }
      drawLines(svg, camera, lines, random);
    },
  ),
  // 04 Dark blue ropes from ceiling to floor, each pulled sideways at chest height towards the left wall.
  installation(
    1333,
    2000,
    { eye: [1.8, 1.6, -1], yaw: -0.22, pitch: 0.02, focal: 0.8 },
    (svg, camera, random) => {
      const lines: Line[] = [];
      const kinks: Vector[] = [];
      for (let index = 0; index < 7; index += 1) {
        const x = -0.6 + index * 0.25;
        const z = 3 + index * 1.1;
        const kink: Vector = [x - 1.1, 1.55, z];
        kinks.push(kink);
        lines.push(
          { from: [x, room.height, z], to: kink, colour: "#24407e", thickness: 0.026 },
          { from: kink, to: [x, 0, z], colour: "#24407e", thickness: 0.026 },
          { from: [room.left, 1.55, z], to: kink, colour: "#24407e", thickness: 0.026 },
        );
      }
      drawLines(svg, camera, lines, random);
      for (const kink of kinks) {
        const p = project(camera, kink);
        drawKnot(svg, random, p.x, p.y, (camera.focal * camera.width * 0.08) / p.depth, "#24407e");
      }
    },
  ),
  // 05 A red rope tied to a steel eye bolt in the wall, pulled taut down to the right.
  closeUp(1333, 2000, (svg, random) => {
    svg.defs.push(
      `<linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9dcde"/><stop offset="1" stop-color="#6c7073"/></linearGradient>`,
    );
    svg.body.push(
      `<rect x="${n(380 + 18)}" y="${n(380 + 22)}" width="240" height="300" rx="16" fill="#000" fill-opacity="0.2" filter="url(#soft)"/>`,
      `<rect x="380" y="380" width="240" height="300" rx="16" fill="url(#plate)"/>`,
    );
    for (const [x, y] of [
      [415, 415],
      [585, 415],
      [415, 645],
      [585, 645],
    ] as const) {
      svg.body.push(
        `<circle cx="${x}" cy="${y}" r="14" fill="#8a8e91" stroke="#4b4f52" stroke-width="3"/>`,
        `<path d="M${x - 9} ${y}L${x + 9} ${y}" stroke="#3a3d40" stroke-width="3"/>`,
      );
    }
    svg.body.push(`<rect x="475" y="520" width="50" height="70" fill="url(#steel)"/>`);
    eyeBolt(svg, 500, 640, 150);
    ropeOnWall(
      svg,
      [
        [520, 700],
        [900, 1320],
        [1450, 2200],
      ],
      64,
      red,
      [40, 26],
    );
    ropeOnWall(
      svg,
      [
        [470, 690],
        [430, 800],
        [470, 880],
      ],
      60,
      red,
      [30, 20],
    );
    drawKnot(svg, random, 520, 720, 170, red);
  }),
  // 06 Orange ropes converging from walls and ceiling onto a boulder on the floor.
  installation(
    2000,
    1333,
    { eye: [0, 2.4, 0], yaw: 0.06, pitch: 0.32, focal: 0.58 },
    (svg, camera, random) => {
      const stone: Vector = [0.4, 0, 5];
      const top: Vector = [0.4, 0.42, 5];
      const lines: Line[] = [];
      const anchors: Vector[] = [
        [-3.5, room.height, 3],
        [3.5, room.height, 3.5],
        [-2, room.height, 8],
        [2.5, room.height, 9],
        [room.left, 2.8, 4.5],
        [room.left, 1.2, 7.5],
        [room.right, 2.5, 6],
        [room.right, 1, 3],
        [-1, 3, room.depth],
        [1.8, 2, room.depth],
      ];
      for (const anchor of anchors)
        lines.push({ from: anchor, to: top, colour: "#d4502a", thickness: 0.03 });
      const centre = project(camera, stone);
      const f = camera.focal * camera.width;
      const r = (f * 0.6) / centre.depth;
      svg.defs.push(
        `<radialGradient id="stone" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#a7a39b"/><stop offset="0.7" stop-color="#6f6b65"/><stop offset="1" stop-color="#3d3a37"/></radialGradient>`,
      );
      svg.body.push(
        `<ellipse cx="${n(centre.x + r * 0.15)}" cy="${n(centre.y + r * 0.1)}" rx="${n(r * 1.2)}" ry="${n(r * 0.45)}" fill="#000" fill-opacity="0.3" filter="url(#shade)"/>`,
      );
      const stoneShape = ellipsePoints(centre.x, centre.y - r * 0.35, r, r * 0.62, {
        count: 11,
        wobble: 0.12,
        random,
      });
      drawLines(svg, camera, lines.slice(0, 4), random);
      svg.body.push(`<path d="${smoothPath(stoneShape, true)}" fill="url(#stone)"/>`);
      drawLines(svg, camera, lines.slice(4), random);
      const knot = project(camera, top);
      drawKnot(svg, random, knot.x, knot.y, r * 0.45, "#d4502a");
    },
  ),
  // 07 Dark ropes crossing in front of a tall window on the back wall.
  installation(
    2000,
    1333,
    { eye: [0, 1.6, -1.5], yaw: 0, pitch: 0.04, focal: 0.6 },
    (svg, camera, random) => {
      const corners: Vector[] = [
        [-2.2, 0.7, room.depth - 0.01],
        [2.2, 0.7, room.depth - 0.01],
        [2.2, 3.6, room.depth - 0.01],
        [-2.2, 3.6, room.depth - 0.01],
      ];
      const window = corners.map((corner) => project(camera, corner));
      const [bl, br, tr, tl] = window;
      if (bl && br && tr && tl) {
        svg.defs.push(
          `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfdff"/><stop offset="1" stop-color="#dfe9ef"/></linearGradient>`,
          `<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(camera.width * 0.02)}"/></filter>`,
        );
        const frame = `M${n(bl.x)} ${n(bl.y)}L${n(br.x)} ${n(br.y)}L${n(tr.x)} ${n(tr.y)}L${n(tl.x)} ${n(tl.y)}Z`;
        svg.body.push(
          `<path d="${frame}" fill="#fff" fill-opacity="0.8" filter="url(#glow)"/>`,
          `<path d="${frame}" fill="url(#sky)" stroke="#55524e" stroke-width="6"/>`,
          `<path d="M${n((bl.x + br.x) / 2)} ${n(bl.y)}L${n((tl.x + tr.x) / 2)} ${n(tl.y)}M${n(bl.x)} ${n((bl.y + tl.y) / 2)}L${n(br.x)} ${n((br.y + tr.y) / 2)}" stroke="#55524e" stroke-width="5"/>`,
        );
      }
      const lines: Line[] = [];
      for (let index = 0; index < 12; index += 1) {
        const fromLeft = index % 2 === 0;
        lines.push({
          from: [
            fromLeft ? room.left : random.range(-3, 3),
            fromLeft ? random.range(0.5, 3.8) : room.height,
            random.range(2.5, 7),
          ],
          to: [
            fromLeft ? room.right : random.range(-3, 3),
            fromLeft ? random.range(0.5, 3.8) : 0,
            random.range(2.5, 7),
          ],
          colour: "#6e5034",
          thickness: 0.03,
        });
      }
      drawLines(svg, camera, lines, random);
    },
  ),
  // 08 Thirty thin blue ropes from a ceiling line to a floor line, twisting into a curved surface.
  installation(
    1600,
    1600,
    { eye: [0.6, 1.5, 1.2], yaw: 0.42, pitch: 0.05, focal: 0.55 },
    (svg, camera, random) => {
      const lines: Line[] = [];
      for (let index = 0; index < 30; index += 1) {
        const t = index / 29;
        lines.push({
          from: [room.right, room.height - 0.02, 3 + t * 6],
          to: [0.2 + t * 2.6, 0, 9.5 - t * 5.5],
          colour: "#2d5fd8",
          thickness: 0.014,
        });
      }
      drawLines(svg, camera, lines, random);
    },
  ),
];
