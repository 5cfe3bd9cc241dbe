import { fromHex, scale, toHex } from "./colour.ts";
import { fraction, n, type Point, polylinePath } from "./geometry.ts";
import type { SvgBuilder } from "./svg-builder.ts";

/**
 * A white-walled exhibition room in perspective, and a camera standing in it. Metres: x to the
 * right, y up from the floor, z away from the camera.
 */
export type Vector = readonly [number, number, number];

export type Room = { left: number; right: number; depth: number; height: number };

export type Camera = {
  width: number;
  height: number;
  /** Eye height and position across the room. */
  eye: Vector;
  /** Turn to the right, and tilt down, in radians. */
  yaw: number;
  pitch: number;
  /** Focal length as a share of the picture width (1 is a normal lens). */
  focal: number;
};

/** A point in the camera's own frame: x right, y up, z straight ahead. */
function toCamera(camera: Camera, point: Vector): Vector {
  const dx = point[0] - camera.eye[0];
  const dy = point[1] - camera.eye[1];
  const dz = point[2] - camera.eye[2];
  const cosY = Math.cos(camera.yaw);
  const sinY = Math.sin(camera.yaw);
  const x1 = dx * cosY - dz * sinY;
  const z1 = dx * sinY + dz * cosY;
  const cosP = Math.cos(camera.pitch);
  const sinP = Math.sin(camera.pitch);
  return [x1, dy * cosP + z1 * sinP, -dy * sinP + z1 * cosP];
}

function toPicture(camera: Camera, point: Vector): { x: number; y: number; depth: number } {
  const f = camera.focal * camera.width;
  const z = Math.max(point[2], 1e-3);
  return {
    x: camera.width / 2 + (f * point[0]) / z,
    y: camera.height / 2 - (f * point[1]) / z,
    depth: z,
  };
}

/** Where a point of the room lands in the picture, and how far it is in front of the camera. */
export function project(camera: Camera, point: Vector): { x: number; y: number; depth: number } {
  return toPicture(camera, toCamera(camera, point));
}

export function projected(camera: Camera, point: Vector): Point {
  const p = project(camera, point);
  return [p.x, p.y];
}

const nearPlane = 0.15;

/** A flat polygon of the room as the camera sees it, cut off where it passes behind the lens. */
export function projectPolygon(camera: Camera, corners: readonly Vector[]): Point[] {
  const inCamera = corners.map((corner) => toCamera(camera, corner));
  const clipped: Vector[] = [];
  inCamera.forEach((current, index) => {
    const next = inCamera[(index + 1) % inCamera.length] ?? current;
    const currentIn = current[2] >= nearPlane;
    const nextIn = next[2] >= nearPlane;
    if (currentIn) clipped.push(current);
    if (currentIn !== nextIn) {
      const t = (nearPlane - current[2]) / (next[2] - current[2]);
      clipped.push([
        current[0] + (next[0] - current[0]) * t,
        current[1] + (next[1] - current[1]) * t,
        nearPlane,
      ]);
    }
  });
  return clipped.map((point) => {
    const p = toPicture(camera, point);
    return [p.x, p.y];
  });
}

/** A straight segment as the camera sees it, with the depth at both ends, or nothing if behind. */
export function projectSegment(
  camera: Camera,
  a: Vector,
  b: Vector,
): { from: Point; to: Point; nearDepth: number; farDepth: number } | undefined {
  let p = toCamera(camera, a);
  let q = toCamera(camera, b);
  if (p[2] < nearPlane && q[2] < nearPlane) return undefined;
  const cut = (inside: Vector, outside: Vector): Vector => {
    const t = (nearPlane - inside[2]) / (outside[2] - inside[2]);
    return [
      inside[0] + (outside[0] - inside[0]) * t,
      inside[1] + (outside[1] - inside[1]) * t,
      nearPlane,
    ];
  };
  if (p[2] < nearPlane) p = cut(q, p);
  if (q[2] < nearPlane) q = cut(p, q);
  const from = toPicture(camera, p);
  const to = toPicture(camera, q);
  return { from: [from.x, from.y], to: [to.x, to.y], nearDepth: from.depth, farDepth: to.depth };
}

/** Walls, floor and ceiling, lit from a ceiling track: bright high on the walls, falling lower down. */
export function drawRoom(
  svg: SvgBuilder,
  camera: Camera,
  room: Room,
  options: { wall?: string; floor?: string } = {},
): void {
  const wall = options.wall ?? "#ece9e3";
  const floor = options.floor ?? "#8d8a86";
  const { left, right, depth, height } = room;
  const near = -3;
  const quad = (corners: Vector[]): string => polylinePath(projectPolygon(camera, corners), true);
  const wallRgb = fromHex(wall);
  const gradient = (id: string, top: number, bottom: number): void => {
    svg.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${toHex(scale(wallRgb, top))}"/><stop offset="1" stop-color="${toHex(scale(wallRgb, bottom))}"/></linearGradient>`,
    );
  };
  gradient("backWall", 1.02, 0.86);
  gradient("sideWallL", 0.92, 0.74);
  gradient("sideWallR", 0.88, 0.7);
  svg.defs.push(
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${toHex(scale(fromHex(floor), 1.1))}"/><stop offset="1" stop-color="${toHex(scale(fromHex(floor), 0.8))}"/></linearGradient>`,
  );
  svg.body.push(
    `<path d="${quad([
      [left, height, near],
      [right, height, near],
      [right, height, depth],
      [left, height, depth],
    ])}" fill="${toHex(scale(wallRgb, 0.8))}"/>`,
    `<path d="${quad([
      [left, 0, depth],
      [right, 0, depth],
      [right, height, depth],
      [left, height, depth],
    ])}" fill="url(#backWall)"/>`,
    `<path d="${quad([
      [left, 0, near],
      [left, 0, depth],
      [left, height, depth],
      [left, height, near],
    ])}" fill="url(#sideWallL)"/>`,
    `<path d="${quad([
      [right, 0, near],
      [right, 0, depth],
      [right, height, depth],
      [right, height, near],
    ])}" fill="url(#sideWallR)"/>`,
    `<path d="${quad([
      [left, 0, near],
      [right, 0, near],
      [right, 0, depth],
      [left, 0, depth],
    ])}" fill="url(#floor)"/>`,
  );
  // Skirting shadow where walls meet the floor, and the soft pools of the track lights.
  const edge = (a: Vector, b: Vector, stroke: string, width: number, opacity: number): void => {
    const segment = projectSegment(camera, a, b);
    if (!segment) return;
    const [p, q] = [segment.from, segment.to];
    svg.body.push(
      `<path d="M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}" stroke="${stroke}" stroke-width="${n(width)}" stroke-opacity="${fraction(opacity)}"/>`,
    );
  };
  edge([left, 0.01, depth], [right, 0.01, depth], "#3a3835", 3, 0.4);
  edge([left, 0.01, near], [left, 0.01, depth], "#3a3835", 3, 0.4);
  edge([right, 0.01, near], [right, 0.01, depth], "#3a3835", 3, 0.4);
  for (let index = 0; index < 4; index += 1) {
    const x = left + ((index + 0.5) / 4) * (right - left);
    const pool = project(camera, [x, height * 0.72, depth]);
    if (pool.depth < nearPlane) continue;
    const [px, py, scaleAt] = [pool.x, pool.y, pool.depth];
    const r = (camera.focal * camera.width * 1.3) / scaleAt;
    svg.body.push(
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 0.8)}" ry="${n(r)}" fill="#fffdf6" fill-opacity="0.22" filter="url(#pool)"/>`,
    );
  }
  svg.defs.push(
    `<filter id="pool" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(camera.width * 0.03)}"/></filter>`,
  );
  // The track itself along the ceiling.
  edge([left + 0.5, height - 0.05, 0], [left + 0.5, height - 0.05, depth], "#2c2b2a", 4, 0.7);
  edge([right - 0.5, height - 0.05, 0], [right - 0.5, height - 0.05, depth], "#2c2b2a", 4, 0.7);
}
