import type { Sharp } from "sharp";
import { fromHex, scale, toHex } from "./colour.ts";
import { type FlashScene, glossyGradient, paintFlash } from "./flash.ts";
import { drawFlowerHead } from "./flower-geometry.ts";
import { ellipsePoints, fraction, n, type Point, smoothPath } from "./geometry.ts";
import { drawGrass, drawStem } from "./plants.ts";
import type { Random } from "./random.ts";
import type { SvgBuilder } from "./svg-builder.ts";

/** The eight flash photographs of "flashy". */

type Photo = { width: number; height: number; paint: (random: Random) => Promise<Sharp> };

function flash(width: number, height: number, scene: (w: number, h: number) => FlashScene): Photo {
  return {
    width,
    height,
    paint: (random) => paintFlash(width, height, random, scene(width, height)),
  };
}

/** The hard little reflection of the flash itself on a glossy surface. */
function specular(
  svg: SvgBuilder,
  x: number,
  y: number,
  rx: number,
  ry: number,
  rotation = 0,
): void {
  svg.body.push(
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n(rotation)} ${n(x)} ${n(y)})" fill="#fff" fill-opacity="0.92"/>`,
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * 1.8)}" ry="${n(ry * 1.5)}" transform="rotate(${n(rotation)} ${n(x)} ${n(y)})" fill="#fff" fill-opacity="0.18"/>`,
  );
}

function balloon(svg: SvgBuilder, random: Random, w: number, h: number): void {
  const cx = w * 0.47;
  const cy = h * 0.33;
  const rx = w * 0.24;
  const ry = h * 0.2;
  const string: Point[] = [[cx + w * 0.01, cy + ry * 1.05]];
  for (let step = 1; step <= 6; step += 1) {
    string.push([
      cx + w * 0.01 + Math.sin(step * 1.3) * w * 0.03 + random.normal() * 4,
      cy + ry + ((h - cy - ry) * step) / 5.6,
    ]);
  }
  svg.body.push(
    `<path d="${smoothPath(string, false)}" fill="none" stroke="#efe9dd" stroke-width="${n(w * 0.003)}"/>`,
  );
  const outline: Point[] = [
    [cx, cy - ry],
    [cx + rx * 0.75, cy - ry * 0.72],
    [cx + rx, cy - ry * 0.05],
    [cx + rx * 0.78, cy + ry * 0.62],
    [cx + rx * 0.2, cy + ry * 1.0],
    [cx, cy + ry * 1.04],
    [cx - rx * 0.2, cy + ry * 1.0],
    [cx - rx * 0.78, cy + ry * 0.62],
    [cx - rx, cy - ry * 0.05],
    [cx - rx * 0.75, cy - ry * 0.72],
  ];
  svg.body.push(
    `<path d="${smoothPath(outline, true)}" fill="${glossyGradient(svg, "#e0161c", { rim: 0.35 })}"/>`,
    `<path d="M${n(cx - w * 0.02)} ${n(cy + ry * 1.1)}L${n(cx + w * 0.02)} ${n(cy + ry * 1.1)}L${n(cx)} ${n(cy + ry * 0.98)}Z" fill="#9a0c10"/>`,
  );
  specular(svg, cx - rx * 0.42, cy - ry * 0.45, rx * 0.09, ry * 0.14, 30);
  specular(svg, cx + rx * 0.5, cy + ry * 0.35, rx * 0.03, ry * 0.05, 30);
}

function cherries(svg: SvgBuilder, w: number, h: number, reflection: boolean): void {
  const flip = (y: number): number => (reflection ? h * 1.36 - y : y);
  const group: string[] = [];
  const local = { defs: svg.defs, body: group, id: svg.id };
  const stemTop: Point = [w * 0.52, h * 0.2];
  for (const [x, y, r] of [
    [0.38, 0.6, 0.13],
    [0.63, 0.66, 0.12],
  ] as const) {
    const centre: Point = [w * x, h * y];
    group.push(
      `<path d="${smoothPath(
        [
          [centre[0], flip(centre[1] - w * r * 0.9)],
          [(centre[0] + stemTop[0]) / 2 - w * 0.03, flip((centre[1] + stemTop[1]) / 2)],
          [stemTop[0], flip(stemTop[1])],
        ],
        false,
      )}" fill="none" stroke="#6b7a2a" stroke-width="${n(w * 0.007)}" stroke-linecap="round"/>`,
    );
    const outline = ellipsePoints(centre[0], flip(centre[1]), w * r, w * r * 0.93, { count: 16 });
    outline[12] = [centre[0] + w * 0.01, flip(centre[1] - w * r * 0.8)];
    group.push(
      `<path d="${smoothPath(outline, true)}" fill="${glossyGradient(local, "#b3081f", { rim: 0.2, light: [0.35, reflection ? 0.68 : 0.3] })}"/>`,
    );
    if (!reflection)
      specular(
        local,
        centre[0] - w * r * 0.35,
        centre[1] - w * r * 0.38,
        w * r * 0.12,
        w * r * 0.08,
        -30,
      );
  }
  group.push(
    `<path d="M${n(stemTop[0])} ${n(flip(stemTop[1]))}Q${n(w * 0.66)} ${n(flip(h * 0.08))} ${n(w * 0.78)} ${n(flip(h * 0.14))}Q${n(w * 0.66)} ${n(flip(h * 0.24))} ${n(stemTop[0])} ${n(flip(stemTop[1]))}Z" fill="#3f8a2a"/>`,
  );
  svg.body.push(reflection ? `<g opacity="0.22">${group.join("")}</g>` : group.join(""));
}

function orangeHalves(svg: SvgBuilder, random: Random, w: number, h: number): void {
  // The uncut half, seen from the side: a dimpled orange dome.
  const whole: Point = [w * 0.7, h * 0.5];
  const r = h * 0.26;
  svg.body.push(
    `<path d="${smoothPath(ellipsePoints(whole[0], whole[1], r * 1.02, r, { count: 20, wobble: 0.01, random }), true)}" fill="${glossyGradient(svg, "#f27a0c", { rim: 0.35 })}"/>`,
  );
  let pores = "";
  for (let index = 0; index < 500; index += 1) {
    const angle = random.range(0, Math.PI * 2);
    const distance = Math.sqrt(random.next()) * r * 0.95;
    pores += `<circle cx="${n(whole[0] + Math.cos(angle) * distance)}" cy="${n(whole[1] + Math.sin(angle) * distance)}" r="${n(random.range(1, 2.6))}"/>`;
  }
  svg.body.push(`<g fill="#a84800" fill-opacity="0.35">${pores}</g>`);
  specular(svg, whole[0] - r * 0.38, whole[1] - r * 0.42, r * 0.1, r * 0.06, -25);
  // The cut half, face up: rind, pith and ten segments full of juice sacs.
  const cx = w * 0.33;
  const cy = h * 0.55;
  const rx = h * 0.33;
  const ry = rx * 0.72;
  svg.body.push(
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.16)}" rx="${n(rx)}" ry="${n(ry)}" fill="#c25500"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#f28a18"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.93)}" ry="${n(ry * 0.93)}" fill="#fbe6c4"/>`,
  );
  const segments = 10;
  for (let index = 0; index < segments; index += 1) {
    const a0 = (index / segments) * Math.PI * 2 + 0.05;
    const a1 = ((index + 1) / segments) * Math.PI * 2 - 0.05;
    const inner = 0.1;
    const outer = 0.87;
    const point = (a: number, radius: number): Point => [
      cx + Math.cos(a) * rx * radius,
      cy + Math.sin(a) * ry * radius,
    ];
    const wedge = [
      point(a0, inner),
      point(a0, outer * 0.97),
      point((a0 + a1) / 2, outer),
      point(a1, outer * 0.97),
      point(a1, inner),
    ];
    svg.body.push(
      `<path d="${smoothPath(wedge, true)}" fill="${glossyGradient(svg, "#f5820f", { rim: 0.75, light: [0.5, 0.5] })}"/>`,
    );
    let sacs = "";
    for (let sac = 0; sac < 26; sac += 1) {
      const a = random.range(a0 + 0.04, a1 - 0.04);
      const radius = random.range(inner + 0.08, outer - 0.05);
      const [x, y] = point(a, radius);
      sacs += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * 0.025)}" ry="${n(rx * 0.01)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(x)} ${n(y)})"/>`;
    }
    svg.body.push(`<g fill="#ffd08a" fill-opacity="0.55">${sacs}</g>`);
  }
  svg.body.push(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.07)}" ry="${n(ry * 0.07)}" fill="#fbe6c4"/>`,
  );
  specular(svg, cx - rx * 0.3, cy - ry * 0.35, rx * 0.05, ry * 0.03, -20);
  specular(svg, cx + rx * 0.2, cy + ry * 0.1, rx * 0.02, ry * 0.015, -20);
}

function chair(svg: SvgBuilder, w: number, h: number): void {
  const blue = "#1f5fe0";
  const dark = toHex(scale(fromHex(blue), 0.45));
  const leg = (x1: number, y1: number, x2: number, y2: number, colour: string): void => {
    svg.body.push(
      `<path d="M${n(w * x1)} ${n(h * y1)}L${n(w * x2)} ${n(h * y2)}" stroke="${colour}" stroke-width="${n(w * 0.016)}" stroke-linecap="round"/>`,
    );
  };
  leg(0.44, 0.55, 0.45, 0.8, dark);
  leg(0.6, 0.55, 0.61, 0.78, dark);
  svg.body.push(
    `<path d="M${n(w * 0.38)} ${n(h * 0.22)}Q${n(w * 0.5)} ${n(h * 0.16)} ${n(w * 0.62)} ${n(h * 0.2)}L${n(w * 0.63)} ${n(h * 0.52)}L${n(w * 0.4)} ${n(h * 0.55)}Z" fill="${glossyGradient(svg, blue, { light: [0.3, 0.3], rim: 0.4 })}"/>`,
    `<path d="M${n(w * 0.34)} ${n(h * 0.58)}L${n(w * 0.66)} ${n(h * 0.54)}L${n(w * 0.7)} ${n(h * 0.6)}L${n(w * 0.37)} ${n(h * 0.66)}Z" fill="${glossyGradient(svg, blue, { light: [0.3, 0.2], rim: 0.5 })}"/>`,
    `<path d="M${n(w * 0.37)} ${n(h * 0.66)}L${n(w * 0.7)} ${n(h * 0.6)}L${n(w * 0.7)} ${n(h * 0.62)}L${n(w * 0.37)} ${n(h * 0.685)}Z" fill="${dark}"/>`,
  );
  leg(0.38, 0.66, 0.36, 0.93, blue);
  leg(0.68, 0.61, 0.7, 0.9, blue);
  specular(svg, w * 0.43, h * 0.26, w * 0.02, h * 0.012, -8);
  specular(svg, w * 0.45, h * 0.6, w * 0.03, h * 0.008, -8);
  for (let index = 0; index < 4; index += 1) {
    svg.body.push(
      `<rect x="${n(w * (0.44 + index * 0.045))}" y="${n(h * 0.3)}" width="${n(w * 0.025)}" height="${n(h * 0.12)}" rx="${n(w * 0.01)}" fill="#0b1d44" fill-opacity="0.85"/>`,
    );
  }
}

function bottle(svg: SvgBuilder, w: number, h: number): void {
  const cx = w * 0.48;
  const outline: Point[] = [
    [cx - w * 0.035, h * 0.06],
    [cx + w * 0.035, h * 0.06],
    [cx + w * 0.04, h * 0.24],
    [cx + w * 0.16, h * 0.38],
    [cx + w * 0.17, h * 0.88],
    [cx + w * 0.15, h * 0.9],
    [cx - w * 0.15, h * 0.9],
    [cx - w * 0.17, h * 0.88],
    [cx - w * 0.16, h * 0.38],
    [cx - w * 0.04, h * 0.24],
  ];
  const id = svg.id("b");
  svg.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#052a12" stop-opacity="0.96"/><stop offset="0.3" stop-color="#1c8a3e" stop-opacity="0.86"/><stop offset="0.55" stop-color="#127035" stop-opacity="0.8"/><stop offset="1" stop-color="#03200d" stop-opacity="0.97"/></linearGradient>`,
  );
  svg.body.push(
    `<path d="${smoothPath(outline, true)}" fill="url(#${id})"/>`,
    `<rect x="${n(cx - w * 0.045)}" y="${n(h * 0.045)}" width="${n(w * 0.09)}" height="${n(h * 0.03)}" rx="${n(w * 0.01)}" fill="#c9a227"/>`,
    `<rect x="${n(cx - w * 0.09)}" y="${n(h * 0.36)}" width="${n(w * 0.02)}" height="${n(h * 0.5)}" rx="${n(w * 0.01)}" fill="#fff" fill-opacity="0.85"/>`,
    `<rect x="${n(cx - w * 0.096)}" y="${n(h * 0.34)}" width="${n(w * 0.034)}" height="${n(h * 0.54)}" rx="${n(w * 0.017)}" fill="#fff" fill-opacity="0.18"/>`,
    `<rect x="${n(cx - w * 0.022)}" y="${n(h * 0.08)}" width="${n(w * 0.01)}" height="${n(h * 0.14)}" rx="${n(w * 0.005)}" fill="#fff" fill-opacity="0.7"/>`,
    `<rect x="${n(cx + w * 0.12)}" y="${n(h * 0.42)}" width="${n(w * 0.012)}" height="${n(h * 0.4)}" rx="${n(w * 0.006)}" fill="#7ff0a8" fill-opacity="0.35"/>`,
  );
}

function popsicle(svg: SvgBuilder, random: Random, w: number, h: number): void {
  const cx = w * 0.5;
  svg.body.push(
    `<rect x="${n(cx - w * 0.035)}" y="${n(h * 0.6)}" width="${n(w * 0.07)}" height="${n(h * 0.36)}" rx="${n(w * 0.035)}" fill="#e3c08a"/>`,
    `<rect x="${n(cx - w * 0.02)}" y="${n(h * 0.62)}" width="${n(w * 0.012)}" height="${n(h * 0.32)}" fill="#fff" fill-opacity="0.3"/>`,
  );
  const top = h * 0.12;
  const bottom = h * 0.66;
  const half = w * 0.2;
  const outline: Point[] = [
    [cx - half, top + half * 0.9],
    [cx - half * 0.75, top + half * 0.15],
    [cx, top],
    [cx + half * 0.75, top + half * 0.15],
    [cx + half, top + half * 0.9],
    [cx + half * 0.98, bottom - h * 0.02],
    [cx + half * 0.6, bottom + h * 0.005],
    [cx + half * 0.45, bottom + h * 0.05],
    [cx + half * 0.3, bottom + h * 0.004],
    [cx - half * 0.7, bottom + h * 0.003],
    [cx - half * 0.98, bottom - h * 0.02],
  ];
  svg.body.push(
    `<path d="${smoothPath(outline, true)}" fill="${glossyGradient(svg, "#e31d3c", { light: [0.35, 0.35], rim: 0.45 })}"/>`,
  );
  for (const [x, y, r] of [
    [cx + half * 0.45, bottom + h * 0.085, w * 0.014],
    [cx - half * 0.4, bottom + h * 0.2, w * 0.01],
  ] as const) {
    svg.body.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.3)}" fill="${glossyGradient(svg, "#e31d3c")}"/>`,
    );
    specular(svg, x - r * 0.3, y - r * 0.4, r * 0.25, r * 0.25);
  }
  let frost = "";
  for (let index = 0; index < 300; index += 1) {
    frost += `<circle cx="${n(cx + random.range(-half * 0.9, half * 0.9))}" cy="${n(random.range(top + half * 0.3, bottom - h * 0.02))}" r="${n(random.range(1, 3))}"/>`;
  }
  svg.body.push(`<g fill="#ffd0da" fill-opacity="0.4">${frost}</g>`);
  specular(svg, cx - half * 0.5, top + h * 0.22, w * 0.018, h * 0.08);
}

function cone(svg: SvgBuilder, w: number, h: number): void {
  const cx = w * 0.5;
  const base = h * 0.8;
  svg.body.push(
    `<path d="M${n(cx - w * 0.2)} ${n(base)}L${n(cx + w * 0.2)} ${n(base)}L${n(cx + w * 0.24)} ${n(base + h * 0.06)}L${n(cx - w * 0.24)} ${n(base + h * 0.06)}Z" fill="#b23c06"/>`,
    `<path d="M${n(cx - w * 0.02)} ${n(h * 0.1)}L${n(cx + w * 0.02)} ${n(h * 0.1)}L${n(cx + w * 0.14)} ${n(base)}L${n(cx - w * 0.14)} ${n(base)}Z" fill="${glossyGradient(svg, "#ff5a0a", { light: [0.35, 0.5], rim: 0.45 })}"/>`,
  );
  for (const [y1, y2] of [
    [0.3, 0.4],
    [0.52, 0.62],
  ] as const) {
    const widthAt = (y: number): number => w * (0.02 + ((y - 0.1) / 0.7) * 0.12);
    svg.body.push(
      `<path d="M${n(cx - widthAt(y1))} ${n(h * y1)}L${n(cx + widthAt(y1))} ${n(h * y1)}L${n(cx + widthAt(y2))} ${n(h * y2)}L${n(cx - widthAt(y2))} ${n(h * y2)}Z" fill="#f4f6f8"/>`,
    );
  }
  specular(svg, cx - w * 0.045, h * 0.5, w * 0.005, h * 0.12);
}

function asphalt(svg: SvgBuilder, random: Random, w: number, h: number, horizon: number): void {
  let stones = "";
  for (let index = 0; index < 2500; index += 1) {
    const y = random.range(horizon, h);
    const depth = (y - horizon) / (h - horizon);
    stones += `<circle cx="${n(random.range(0, w))}" cy="${n(y)}" r="${n(0.6 + depth * random.range(0.5, 2.6))}" fill-opacity="${fraction(random.range(0.15, 0.5))}"/>`;
  }
  svg.body.push(
    `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="#2b2a2c"/>`,
    `<g fill="#9a9892">${stones}</g>`,
    `<ellipse cx="${n(w * 0.5)}" cy="${n(h * 0.92)}" rx="${n(w * 0.3)}" ry="${n(h * 0.05)}" fill="#ff6a1a" fill-opacity="0.18"/>`,
  );
}

export const flashy: Photo[] = [
  // 01 A red balloon on a string against a grey wall.
  flash(1400, 2000, (w, h) => ({
    backdrop: "#8b9097",
    hotspot: [0.45, 0.35],
    falloff: 0.7,
    subject: (svg, random) => balloon(svg, random, w, h),
    shadow: { dx: 0.07, dy: 0.035, darkness: 0.72 },
  })),
  // 02 Two cherries on a black glossy surface, reflected in it.
  flash(1800, 1800, (w, h) => ({
    backdrop: "#1d1c20",
    hotspot: [0.5, 0.55],
    falloff: 0.9,
    setting: (svg) => cherries(svg, w, h, true),
    subject: (svg) => cherries(svg, w, h, false),
    shadow: { dx: 0.03, dy: 0.02, darkness: 0.6 },
  })),
  // 03 An orange, one half cut open, on a dark teal cloth.
  flash(2000, 1333, (w, h) => ({
    backdrop: "#0e5257",
    hotspot: [0.45, 0.5],
    falloff: 0.8,
    subject: (svg, random) => orangeHalves(svg, random, w, h),
    shadow: { dx: 0.035, dy: 0.02, darkness: 0.75 },
  })),
  // 04 A blue plastic chair on a lawn at night.
  flash(2000, 1333, (w, h) => ({
    backdrop: "#0d0f0d",
    hotspot: [0.5, 0.75],
    falloff: 1,
    setting: (svg, random) => {
      svg.body.push(
        `<rect y="${n(h * 0.55)}" width="${w}" height="${n(h * 0.45)}" fill="#1d3a12"/>`,
      );
      drawGrass(svg, random, { left: -50, right: w + 50, bottom: h, height: h * 0.3 }, 260, [
        "#3f8a1e",
        "#57a82a",
        "#2b6a14",
        "#6cc23a",
      ]);
      drawGrass(svg, random, { left: -50, right: w + 50, bottom: h * 0.82, height: h * 0.2 }, 200, [
        "#2c5c16",
        "#3a7a1c",
      ]);
    },
    subject: (svg) => chair(svg, w, h),
    shadow: { dx: 0.06, dy: -0.02, darkness: 0.8 },
  })),
  // 05 A green glass bottle against a beige wall, its shadow tinted green.
  flash(1400, 2000, (w, h) => ({
    backdrop: "#bdb3a2",
    hotspot: [0.45, 0.45],
    falloff: 0.6,
    subject: (svg) => bottle(svg, w, h),
    shadow: { dx: 0.05, dy: 0.015, darkness: 0.7, tint: "#0e3a1c" },
  })),
  // 06 A red ice lolly dripping, against a pink wall.
  flash(1400, 2000, (w, h) => ({
    backdrop: "#e57fb0",
    hotspot: [0.5, 0.4],
    falloff: 0.65,
    subject: (svg, random) => popsicle(svg, random, w, h),
    shadow: { dx: 0.08, dy: 0.03, darkness: 0.55, tint: "#3a0a20" },
  })),
  // 07 An orange traffic cone on asphalt at night.
  flash(2000, 1333, (w, h) => ({
    backdrop: "#0c0c0e",
    hotspot: [0.5, 0.7],
    falloff: 1,
    setting: (svg, random) => asphalt(svg, random, w, h, h * 0.5),
    subject: (svg) => cone(svg, w, h),
    shadow: { dx: 0.05, dy: -0.03, darkness: 0.7 },
  })),
  // 08 A magenta gerbera held up against the night.
  flash(1800, 1800, (w, h) => ({
    backdrop: "#111014",
    hotspot: [0.5, 0.45],
    falloff: 1,
    subject: (svg, random) => {
      drawStem(
        svg,
        [
          [w * 0.52, h * 0.5],
          [w * 0.55, h * 0.75],
          [w * 0.6, h * 1.02],
        ],
        w * 0.022,
        "#4f9a2a",
      );
      drawFlowerHead(
        svg,
        {
          x: w * 0.5,
          y: h * 0.45,
          radius: w * 0.36,
          tilt: 0.2,
          roll: -0.3,
          petals: {
            count: 26,
            rings: 2,
            shape: "narrow",
            width: 0.2,
            base: "#b00a6a",
            tip: "#ff2a9a",
            veins: true,
          },
          centre: { size: 0.22, kind: "disc", colour: "#c6d43a", detail: "#4a5a10" },
        },
        random,
      );
      specular(svg, w * 0.42, h * 0.36, w * 0.012, w * 0.006, -30);
    },
    shadow: { dx: 0.04, dy: 0.03, darkness: 0.5 },
  })),
];
