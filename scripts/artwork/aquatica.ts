import type { Sharp } from "sharp";
import { n, type Point, smoothPath, tubeOutline } from "./geometry.ts";
import type { Random } from "./random.ts";
import type { SvgBuilder } from "./svg-builder.ts";
import { bubble, drifter, paintUnderwater, ribbon, type WaterScene } from "./underwater.ts";

/** The six video stills of Aquatica. */

type Still = { width: number; height: number; paint: (random: Random) => Promise<Sharp> };

function still(width: number, height: number, scene: (w: number, h: number) => WaterScene): Still {
  return {
    width,
    height,
    paint: (random) => paintUnderwater(width, height, random, scene(width, height)),
  };
}

function bubbleColumn(
  svg: SvgBuilder,
  random: Random,
  x: number,
  top: number,
  bottom: number,
  size: number,
  count: number,
): void {
  for (let index = 0; index < count; index += 1) {
    const t = random.next();
    const y = bottom - (bottom - top) * t;
    const r = size * random.range(0.3, 1) * (0.6 + t * 0.6);
    bubble(svg, x + Math.sin(t * 9 + index) * size * 1.5 + random.normal() * size * 0.6, y, r);
  }
}

/** A kelp plant: a few long, wavy, translucent blades rising from the floor. */
function kelp(
  svg: SvgBuilder,
  random: Random,
  x: number,
  bottom: number,
  height: number,
  width: number,
  colour: string,
): void {
  const blades = random.int(2, 3);
  for (let blade = 0; blade < blades; blade += 1) {
    const lean = random.normal() * height * 0.18;
    const tall = height * random.range(0.65, 1);
    const phase = random.range(0, Math.PI * 2);
    const spine: Point[] = [];
    for (let step = 0; step <= 7; step += 1) {
      const t = step / 7;
      spine.push([x + Math.sin(t * 5 + phase) * width * 0.8 + lean * t * t, bottom - tall * t]);
    }
    const outline = tubeOutline(
      spine,
      (t) => width * (0.4 + Math.sin(Math.PI * Math.min(t * 1.4, 1)) * 0.9) * (1 - t * 0.6),
    );
    svg.body.push(
      `<path d="${smoothPath(outline, true)}" fill="${colour}" fill-opacity="0.85" stroke="#9cc46a" stroke-opacity="0.35" stroke-width="2"/>`,
      `<path d="${smoothPath(spine.slice(0, 7), false)}" fill="none" stroke="#a8cf6e" stroke-opacity="0.3" stroke-width="${n(width * 0.12)}"/>`,
    );
  }
}

export const aquatica: Still[] = [
  // 01 A pale ribbon of cloth unfurling below the surface, light shafts falling through it.
  still(2000, 1125, (w, h) => ({
    water: ["#69cfc6", "#1e8a9c", "#06304c"],
    rays: { count: 14, strength: 0.9, source: 0.4 },
    caustics: { strength: 0.45, from: 0, to: 0.35 },
    particles: 500,
    far: (svg) =>
      ribbon(
        svg,
        [
          [1400, 950],
          [1600, 700],
          [1900, 520],
          [2200, 420],
        ],
        90,
        "#e8f4f0",
        0.5,
      ),
    near: (svg, random) => {
      ribbon(
        svg,
        [
          [-100, 820],
          [300, 600],
          [700, 560],
          [1100, 380],
          [1500, 300],
          [2100, 120],
        ],
        210,
        "#f6e8ec",
        0.72,
      );
      bubbleColumn(svg, random, w * 0.78, h * 0.05, h * 0.9, w * 0.008, 18);
    },
  })),
  // 02 A column of bubbles rising through deep blue water.
  still(1125, 2000, (w, h) => ({
    water: ["#4bb5c9", "#15618a", "#041a36"],
    rays: { count: 8, strength: 0.7, source: 0.5 },
    caustics: { strength: 0.3, from: 0, to: 0.2 },
    particles: 600,
    far: (svg, random) => bubbleColumn(svg, random, w * 0.25, h * 0.1, h, w * 0.04, 40),
    near: (svg, random) => {
      bubbleColumn(svg, random, w * 0.52, -h * 0.05, h * 1.05, w * 0.06, 60);
      bubbleColumn(svg, random, w * 0.6, h * 0.1, h * 1.05, w * 0.03, 60);
      bubbleColumn(svg, random, w * 0.45, h * 0.4, h * 1.05, w * 0.02, 40);
    },
  })),
  // 03 Three translucent bell-shaped forms drifting at different depths.
  still(2000, 1125, (w, h) => ({
    water: ["#3c9fb8", "#124f79", "#030f2a"],
    rays: { count: 6, strength: 0.5, source: 0.6 },
    caustics: { strength: 0.15, from: 0, to: 0.15 },
    particles: 900,
    far: (svg, random) => drifter(svg, random, w * 0.2, h * 0.3, h * 0.09, "#c9a6ff", 0.3),
    near: (svg, random) => {
      drifter(svg, random, w * 0.72, h * 0.28, h * 0.16, "#f0a6d8", -0.25);
      drifter(svg, random, w * 0.42, h * 0.5, h * 0.22, "#ffc2e2", 0.15);
    },
  })),
  // 04 Looking up at the bright, rippled surface, a sheet of cloth floating on it in silhouette.
  still(2000, 1125, (w, h) => ({
    water: ["#bff0ea", "#2b9bb0", "#0a3d5e"],
    rays: { count: 18, strength: 1, source: 0.5 },
    caustics: { strength: 0.7, from: 0, to: 0.45 },
    particles: 400,
    near: (svg, random) => {
      const sheet: Point[] = [];
      for (let index = 0; index < 22; index += 1) {
        const angle = (index / 22) * Math.PI * 2;
        const r = 1 + random.range(-0.3, 0.3) + (index % 2 === 0 ? 0.12 : 0);
        sheet.push([
          w * 0.52 + Math.cos(angle) * w * 0.24 * r,
          h * 0.2 + Math.sin(angle) * h * 0.15 * r,
        ]);
      }
      svg.defs.push(
        `<radialGradient id="cloth" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#0b2a3a" stop-opacity="0.85"/><stop offset="0.7" stop-color="#17485c" stop-opacity="0.7"/><stop offset="1" stop-color="#3a8aa0" stop-opacity="0.35"/></radialGradient>`,
      );
      svg.body.push(`<path d="${smoothPath(sheet, true)}" fill="url(#cloth)"/>`);
      let folds = "";
      for (let index = 0; index < 11; index += 1) {
        const angle = (index / 11) * Math.PI * 2 + random.normal() * 0.1;
        const x = w * 0.52 + Math.cos(angle) * w * 0.2;
        const y = h * 0.2 + Math.sin(angle) * h * 0.12;
        folds += `M${n(w * 0.52 + Math.cos(angle) * w * 0.03)} ${n(h * 0.2 + Math.sin(angle) * h * 0.02)}Q${n((w * 0.52 + x) / 2 + random.normal() * 20)} ${n((h * 0.2 + y) / 2 + random.normal() * 15)} ${n(x)} ${n(y)}`;
      }
      svg.body.push(
        `<path d="${folds}" fill="none" stroke="#6fb8c8" stroke-opacity="0.4" stroke-width="7" stroke-linecap="round"/>`,
      );
    },
  })),
  // 05 Kelp rising from a rippled sandy floor.
  still(2000, 1125, (w, h) => ({
    water: ["#5fc2b0", "#1b7f86", "#0b4a52"],
    rays: { count: 10, strength: 0.6, source: 0.3 },
    caustics: { strength: 0.8, from: 0.8, to: 1 },
    particles: 700,
    far: (svg, random) => {
      for (let index = 0; index < 6; index += 1)
        kelp(svg, random, random.range(0, w), h * 0.85, h * random.range(0.4, 0.7), 34, "#2e5a3a");
    },
    ground: (svg, random) => {
      const floor: Point[] = [
        [-20, h * 0.8],
        [w * 0.3, h * 0.76],
        [w * 0.6, h * 0.8],
        [w + 20, h * 0.75],
        [w + 20, h + 20],
        [-20, h + 20],
      ];
      svg.defs.push(
        `<linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa894" stop-opacity="0.7"/><stop offset="1" stop-color="#d8c9a0"/></linearGradient>`,
      );
      svg.body.push(`<path d="${smoothPath(floor, true)}" fill="url(#sand)"/>`);
      let ripples = "";
      for (let index = 0; index < 40; index += 1) {
        const y = random.range(h * 0.8, h);
        const x = random.range(-100, w);
        ripples += `M${n(x)} ${n(y)}q${n(w * 0.05)} ${n(-h * 0.012)} ${n(w * 0.12)} 0`;
      }
      svg.body.push(
        `<path d="${ripples}" fill="none" stroke="#8f8468" stroke-opacity="0.45" stroke-width="5"/>`,
      );
    },
    near: (svg, random) => {
      for (let index = 0; index < 4; index += 1) {
        kelp(
          svg,
          random,
          w * (0.15 + index * 0.23) + random.normal() * 40,
          h * 1.02,
          h * random.range(0.7, 1.05),
          62,
          "#4a6f2a",
        );
      }
    },
  })),
  // 06 A clear glass sphere suspended in the water, a red thread trailing from it.
  still(1600, 1600, (w, h) => ({
    water: ["#58bcc0", "#176e8e", "#05233f"],
    rays: { count: 9, strength: 0.7, source: 0.45 },
    caustics: { strength: 0.3, from: 0, to: 0.25 },
    particles: 700,
    near: (svg, random) => {
      const cx = w * 0.5;
      const cy = h * 0.56;
      const r = w * 0.2;
      svg.body.push(
        `<path d="${smoothPath(
          [
            [cx + r * 0.1, cy - r],
            [cx + r * 0.4, cy - r * 1.8],
            [cx - r * 0.2, cy - r * 2.5],
            [cx + r * 0.3, cy - h],
          ],
          false,
        )}" fill="none" stroke="#d42b2b" stroke-width="${n(w * 0.006)}"/>`,
      );
      svg.defs.push(
        `<radialGradient id="orb" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#b8f0f0" stop-opacity="0.12"/><stop offset="0.8" stop-color="#7fd8e0" stop-opacity="0.25"/><stop offset="1" stop-color="#effeff" stop-opacity="0.75"/></radialGradient>`,
        `<linearGradient id="orbFloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#052a40" stop-opacity="0.6"/><stop offset="1" stop-color="#7ee0e8" stop-opacity="0.5"/></linearGradient>`,
      );
      svg.body.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#orb)"/>`,
        `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.45)}" rx="${n(r * 0.8)}" ry="${n(r * 0.4)}" fill="url(#orbFloor)"/>`,
        `<ellipse cx="${n(cx - r * 0.4)}" cy="${n(cy - r * 0.45)}" rx="${n(r * 0.22)}" ry="${n(r * 0.12)}" transform="rotate(-35 ${n(cx - r * 0.4)} ${n(cy - r * 0.45)})" fill="#fff" fill-opacity="0.8"/>`,
      );
      for (let index = 0; index < 14; index += 1) {
        const angle = random.range(0, Math.PI * 2);
        const distance = r * random.range(1.15, 2.2);
        bubble(
          svg,
          cx + Math.cos(angle) * distance,
          cy + Math.sin(angle) * distance,
          w * random.range(0.004, 0.014),
        );
      }
    },
  })),
];
