import type { Sharp } from "sharp";
import { fromHex, scale, toHex } from "./colour.ts";
import { drawFlowerHead, type FlowerHead } from "./flower-geometry.ts";
import { n, type Point, smoothPath } from "./geometry.ts";
import { type Backdrop, paintPhotograph } from "./photograph.ts";
import { drawGrass, drawLeaf, drawStem } from "./plants.ts";
import type { Random } from "./random.ts";
import type { SvgBuilder } from "./svg-builder.ts";

/** The eleven photographs of "Flowers, captured". */

type Photo = { width: number; height: number; paint: (random: Random) => Promise<Sharp> };

export function head(
  partial: Omit<FlowerHead, "petals" | "centre">,
  petals: FlowerHead["petals"],
  centre: FlowerHead["centre"],
): FlowerHead {
  return { ...partial, petals, centre };
}

const daisyPetals = (scaleBy = 1): FlowerHead["petals"] => ({
  count: Math.round(26 * scaleBy),
  shape: "narrow",
  width: 0.2,
  base: "#e4e1d3",
  tip: "#ffffff",
  veins: true,
});
const daisyCentre: FlowerHead["centre"] = {
  size: 0.22,
  kind: "disc",
  colour: "#e9b41e",
  detail: "#b57910",
};

/** A stem from a flower head down past the bottom edge, with a gentle curve. */
export function stemBelow(
  svg: SvgBuilder,
  from: Point,
  bottom: number,
  width: number,
  colour: string,
  sway: number,
  hairs?: Random,
): void {
  const [x, y] = from;
  drawStem(
    svg,
    [
      [x, y],
      [x + sway * 0.3, y + (bottom - y) * 0.35],
      [x + sway * 0.8, y + (bottom - y) * 0.7],
      [x + sway, bottom + 20],
    ],
    width,
    colour,
    hairs ? { hairs } : {},
  );
}

export function photo(
  width: number,
  height: number,
  backdrop: Backdrop,
  subject: (svg: SvgBuilder, random: Random, w: number, h: number) => void,
  finish: { vignette?: number; tone?: [string, number]; noise?: number } = {},
): Photo {
  return {
    width,
    height,
    paint: (random) =>
      paintPhotograph(width, height, random, {
        backdrop,
        subject: (svg, r) => subject(svg, r, width, height),
        ...finish,
      }),
  };
}

/** The tulip's cup: a back petal and two front petals, seen from the side. */
function tulip(
  svg: SvgBuilder,
  cx: number,
  bottom: number,
  w: number,
  h: number,
  base: string,
  tip: string,
): void {
  const petal = (points: Point[], light: number): void => {
    const id = svg.id("t");
    svg.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(bottom)}" x2="0" y2="${n(bottom - h)}"><stop offset="0" stop-color="${toHex(scale(fromHex(base), light * 0.8))}"/><stop offset="0.6" stop-color="${toHex(scale(fromHex(base), light))}"/><stop offset="1" stop-color="${toHex(scale(fromHex(tip), light))}"/></linearGradient>`,
    );
    svg.body.push(
      `<path d="${smoothPath(points, true)}" fill="url(#${id})" stroke="${toHex(scale(fromHex(base), 0.6))}" stroke-opacity="0.4" stroke-width="2"/>`,
    );
    let veins = "";
    for (let index = 1; index < 6; index += 1) {
      const first = points[0] ?? [cx, bottom];
      const top = points[Math.min(points.length - 1, 2 + (index % 3))] ?? [cx, bottom - h];
      veins += `M${n(first[0])} ${n(first[1])}Q${n((first[0] + top[0]) / 2 + (index - 3) * w * 0.04)} ${n((first[1] + top[1]) / 2)} ${n(top[0] + (index - 3) * w * 0.03)} ${n(top[1] + h * 0.08)}`;
    }
    svg.body.push(
      `<path d="${veins}" fill="none" stroke="${tip}" stroke-opacity="0.18" stroke-width="3"/>`,
    );
  };
  petal(
    [
      [cx, bottom - h * 0.1],
      [cx - w * 0.36, bottom - h * 0.5],
      [cx - w * 0.17, bottom - h * 1.04],
      [cx, bottom - h * 1.12],
      [cx + w * 0.17, bottom - h * 1.04],
      [cx + w * 0.36, bottom - h * 0.5],
    ],
    0.72,
  );
  petal(
    [
      [cx - w * 0.02, bottom],
      [cx - w * 0.47, bottom - h * 0.32],
      [cx - w * 0.45, bottom - h * 0.8],
      [cx - w * 0.26, bottom - h * 1.0],
      [cx + w * 0.04, bottom - h * 0.86],
      [cx + w * 0.12, bottom - h * 0.4],
    ],
    1.05,
  );
  petal(
    [
      [cx + w * 0.02, bottom],
      [cx + w * 0.47, bottom - h * 0.32],
      [cx + w * 0.45, bottom - h * 0.82],
      [cx + w * 0.24, bottom - h * 1.01],
      [cx - w * 0.06, bottom - h * 0.84],
      [cx - w * 0.1, bottom - h * 0.4],
    ],
    0.92,
  );
  // The sheen of light along the left petal.
  svg.body.push(
    `<ellipse cx="${n(cx - w * 0.28)}" cy="${n(bottom - h * 0.55)}" rx="${n(w * 0.05)}" ry="${n(h * 0.28)}" fill="#fff" fill-opacity="0.22" filter="url(#soft)"/>`,
  );
}

export const flowersCaptured: Photo[] = [
  // 01 A white daisy against green bokeh.
  photo(
    2000,
    1333,
    {
      light: ["#a3c77e", "#3b6530"],
      blotches: { colours: ["#5d8f45", "#2f5428", "#a9c97f", "#e7efc0"], count: 26 },
      discs: { colours: ["#f4f7d8", "#d8ec9f", "#ffffff"], count: 40, size: 0.022 },
      far: (svg, random) => {
        for (const [x, y, r] of [
          [360, 380, 150],
          [1720, 1000, 120],
        ] as const) {
          stemBelow(svg, [x, y + r * 0.3], 1400, 14, "#5f8f3a", -30);
          drawFlowerHead(
            svg,
            head({ x, y, radius: r, tilt: 0.35, roll: 0.3 }, daisyPetals(), daisyCentre),
            random,
          );
        }
      },
    },
    (svg, random, w, h) => {
      stemBelow(svg, [w * 0.56, h * 0.5], h, w * 0.012, "#5f8f3a", -w * 0.06);
      drawLeaf(svg, [w * 0.545, h * 0.86], [w * 0.68, h * 0.66], w * 0.04, "#5a8c38", 0.5);
      drawFlowerHead(
        svg,
        head(
          { x: w * 0.56, y: h * 0.45, radius: h * 0.31, tilt: 0.25, roll: -0.2 },
          daisyPetals(),
          daisyCentre,
        ),
        random,
      );
    },
    { tone: ["#fff0d0", 0.25] },
  ),
  // 02 A red poppy against a pale sky, a bud hanging beside it.
  photo(
    1333,
    2000,
    {
      light: ["#86afd6", "#ead9a6"],
      blotches: { colours: ["#c9d9e8", "#e6cf96", "#a7c18a", "#dfe8ef"], count: 18 },
      discs: { colours: ["#ffffff", "#fff4d6"], count: 18, size: 0.03 },
    },
    (svg, random, w, h) => {
      drawStem(
        svg,
        [
          [w * 0.78, h * 1.02],
          [w * 0.8, h * 0.7],
          [w * 0.84, h * 0.55],
          [w * 0.83, h * 0.5],
        ],
        w * 0.016,
        "#6b8f45",
        { hairs: random },
      );
      svg.body.push(
        `<ellipse cx="${n(w * 0.82)}" cy="${n(h * 0.53)}" rx="${n(w * 0.045)}" ry="${n(w * 0.07)}" transform="rotate(160 ${n(w * 0.82)} ${n(h * 0.53)})" fill="#5d7f3c"/>`,
        `<ellipse cx="${n(w * 0.81)}" cy="${n(h * 0.52)}" rx="${n(w * 0.015)}" ry="${n(w * 0.05)}" transform="rotate(160 ${n(w * 0.82)} ${n(h * 0.53)})" fill="#9fbf6e" fill-opacity="0.5"/>`,
      );
      stemBelow(svg, [w * 0.5, h * 0.45], h, w * 0.02, "#6b8f45", -w * 0.08, random);
      drawFlowerHead(
        svg,
        head(
          { x: w * 0.5, y: h * 0.38, radius: w * 0.42, tilt: 0.35, roll: 0.1 },
          { count: 4, shape: "broad", width: 1.25, base: "#3a0907", tip: "#ee2f1d", veins: true },
          { size: 0.16, kind: "stamens", colour: "#56623a", detail: "#1c1414" },
        ),
        random,
      );
    },
    { tone: ["#ffe9c4", 0.2] },
  ),
  // 03 A magenta dahlia from above, filling the frame.
  photo(
    1800,
    1800,
    {
      light: ["#2e1c2c", "#120c14"],
      blotches: { colours: ["#4a2a44", "#1e3a24", "#2a1626"], count: 16 },
      discs: { colours: ["#e8a0c8", "#c6e0a0"], count: 12, size: 0.03 },
    },
    (svg, random, w) => {
      drawFlowerHead(
        svg,
        head(
          { x: w * 0.5, y: w * 0.5, radius: w * 0.5, tilt: 0.05, roll: 0.4 },
          {
            count: 22,
            rings: 6,
            shape: "pointed",
            width: 0.42,
            base: "#a80f58",
            tip: "#f6b6d4",
            veins: true,
          },
          { size: 0.07, kind: "disc", colour: "#e6c84a", detail: "#8a6a1a" },
        ),
        random,
      );
    },
    { vignette: 0.55 },
  ),
  // 04 Two pink cosmos on thin stems against a bright sky.
  photo(
    2000,
    1333,
    {
      light: ["#c9dcef", "#f3efe3"],
      blotches: { colours: ["#e9eef2", "#c5d6c0", "#f6dfe9", "#b7cde3"], count: 20 },
      discs: { colours: ["#ffffff", "#f8d8e6"], count: 26, size: 0.025 },
      far: (svg, random) => {
        stemBelow(svg, [1650, 560], 1400, 10, "#6f9a4a", 40);
        drawFlowerHead(
          svg,
          head(
            { x: 1650, y: 520, radius: 170, tilt: 0.3, roll: 0.5 },
            { count: 8, shape: "serrated", width: 0.55, base: "#d46a98", tip: "#f7c2da" },
            { size: 0.2, kind: "disc", colour: "#f2c12e", detail: "#c48a12" },
          ),
          random,
        );
      },
    },
    (svg, random, w, h) => {
      const cosmos = (
        x: number,
        y: number,
        radius: number,
        tilt: number,
        roll: number,
        tip: string,
      ): void => {
        stemBelow(svg, [x, y + radius * 0.3], h, w * 0.006, "#5f8f3a", (w * 0.5 - x) * 0.3);
        drawFlowerHead(
          svg,
          head(
            { x, y, radius, tilt, roll },
            { count: 8, shape: "serrated", width: 0.55, base: "#b8306f", tip, veins: true },
            { size: 0.2, kind: "disc", colour: "#f2c12e", detail: "#c48a12" },
          ),
          random,
        );
      };
      cosmos(w * 0.68, h * 0.3, h * 0.19, 0.45, -0.4, "#f2c4d9");
      cosmos(w * 0.38, h * 0.42, h * 0.25, 0.2, 0.3, "#f4a3c8");
    },
    { tone: ["#fff6e8", 0.2], vignette: 0.2 },
  ),
  // 05 A red-orange tulip on its stem between two broad leaves.
  photo(
    1333,
    2000,
    {
      light: ["#f2e2a8", "#6f9a4a"],
      blotches: { colours: ["#e8d27a", "#8cb35a", "#4f7a34", "#f6eec8"], count: 20 },
      discs: { colours: ["#fff7d0", "#e8f0b0"], count: 30, size: 0.03 },
    },
    (svg, _random, w, h) => {
      drawStem(
        svg,
        [
          [w * 0.5, h * 0.4],
          [w * 0.51, h * 0.6],
          [w * 0.53, h * 0.8],
          [w * 0.52, h * 1.02],
        ],
        w * 0.032,
        "#5e8c3a",
      );
      drawLeaf(svg, [w * 0.52, h * 1.0], [w * 0.82, h * 0.5], w * 0.16, "#5f9148", 0.5);
      drawLeaf(svg, [w * 0.5, h * 1.02], [w * 0.14, h * 0.62], w * 0.13, "#54853f", -0.4);
      tulip(svg, w * 0.5, h * 0.42, w * 0.42, h * 0.26, "#c4251a", "#f59a32");
    },
    { tone: ["#fff0c8", 0.25] },
  ),
  // 06 The spiral of a sunflower's disc, close up, with a ring of yellow petals.
  photo(
    1800,
    1800,
    {
      light: ["#e9b93a", "#6b4a12"],
      blotches: { colours: ["#f0c850", "#8a6a20", "#c9a040"], count: 12 },
      discs: { colours: ["#fff0b0"], count: 10, size: 0.03 },
    },
    (svg, random, w) => {
      drawFlowerHead(
        svg,
        head(
          { x: w * 0.44, y: w * 0.54, radius: w * 0.62, tilt: 0.12, roll: 0.2 },
          {
            count: 34,
            rings: 2,
            shape: "narrow",
            width: 0.22,
            base: "#d38a0c",
            tip: "#ffd23a",
            veins: true,
          },
          { size: 0.52, kind: "cone", colour: "#6a4418", detail: "#2a1806" },
        ),
        random,
      );
    },
    { vignette: 0.4, noise: 3 },
  ),
  // 07 A cluster of purple asters with yellow centres.
  photo(
    2000,
    1333,
    {
      light: ["#c4cfa0", "#55703d"],
      blotches: { colours: ["#7f9a5a", "#3d5a2c", "#9c86c2", "#d6dcb0"], count: 26 },
      discs: { colours: ["#e8e0ff", "#f0f6d0"], count: 36, size: 0.018 },
      far: (svg, random) => {
        for (let index = 0; index < 5; index += 1) {
          drawFlowerHead(
            svg,
            head(
              {
                x: random.range(100, 1900),
                y: random.range(100, 500),
                radius: random.range(70, 110),
                tilt: 0.3,
                roll: random.range(-1, 1),
              },
              { count: 30, shape: "narrow", width: 0.12, base: "#7a52b0", tip: "#c2a8ea" },
              { size: 0.3, kind: "disc", colour: "#f0b92a", detail: "#b07a10" },
            ),
            random,
          );
        }
      },
    },
    (svg, random, w, h) => {
      const asters: [number, number, number, number, number][] = [
        [0.22, 0.5, 0.15, 0.35, 0.4],
        [0.4, 0.36, 0.18, 0.2, -0.3],
        [0.58, 0.58, 0.16, 0.42, 0.2],
        [0.75, 0.34, 0.14, 0.3, 0.8],
        [0.88, 0.62, 0.12, 0.5, -0.6],
      ];
      for (const [x, y, r] of asters) {
        stemBelow(svg, [w * x, h * y + h * r * 0.3], h, w * 0.006, "#56783a", (0.5 - x) * w * 0.15);
      }
      for (const [x, y, r, tilt, roll] of asters) {
        drawFlowerHead(
          svg,
          head(
            { x: w * x, y: h * y, radius: h * r, tilt, roll },
            {
              count: 34,
              shape: "narrow",
              width: 0.12,
              base: "#5e3596",
              tip: "#b896e2",
              veins: true,
            },
            { size: 0.3, kind: "disc", colour: "#f0b92a", detail: "#b07a10" },
          ),
          random,
        );
      }
    },
  ),
  // 08 A white anemone with a dark centre in low light.
  photo(
    1333,
    2000,
    {
      light: ["#39443b", "#121814"],
      blotches: { colours: ["#2f4a36", "#4a5a48", "#1a221d"], count: 18 },
      discs: { colours: ["#dfe8d8"], count: 14, size: 0.025 },
    },
    (svg, random, w, h) => {
      stemBelow(svg, [w * 0.5, h * 0.45], h, w * 0.018, "#4d6e3a", w * 0.05);
      for (const angle of [-0.9, 0.2, 1.3]) {
        drawLeaf(
          svg,
          [w * 0.5, h * 0.62],
          [w * 0.5 + Math.cos(angle) * w * 0.28, h * 0.62 + Math.sin(angle) * w * 0.12],
          w * 0.07,
          "#4f7440",
          0.6,
        );
      }
      drawFlowerHead(
        svg,
        head(
          { x: w * 0.5, y: h * 0.4, radius: w * 0.42, tilt: 0.15, roll: 0.2 },
          { count: 6, shape: "broad", width: 1.0, base: "#cfc8dc", tip: "#fbfaf7", veins: true },
          { size: 0.16, kind: "stamens", colour: "#2b2440", detail: "#1a1426" },
        ),
        random,
      );
    },
    { vignette: 0.5, noise: 5 },
  ),
  // 09 Three blue cornflowers against ripe wheat.
  photo(
    2000,
    1333,
    {
      light: ["#ecd9a0", "#a6884a"],
      blotches: { colours: ["#d9bd72", "#b8954a", "#f2e4b8", "#8f7a44"], count: 26 },
      discs: { colours: ["#fff2c8", "#f6e2a0"], count: 30, size: 0.02 },
    },
    (svg, random, w, h) => {
      const flowers: [number, number, number, number, number][] = [
        [0.3, 0.4, 0.2, 0.3, -0.3],
        [0.55, 0.28, 0.16, 0.45, 0.5],
        [0.74, 0.52, 0.22, 0.2, 0.1],
      ];
      for (const [x, y, r] of flowers) {
        stemBelow(svg, [w * x, h * y + h * r * 0.4], h, w * 0.006, "#6f8a5a", (0.5 - x) * w * 0.1);
        drawLeaf(
          svg,
          [w * x + 4, h * (y + 0.35)],
          [w * (x + 0.08), h * (y + 0.12)],
          w * 0.012,
          "#748f5e",
          0.3,
        );
      }
      for (const [x, y, r, tilt, roll] of flowers) {
        // The scaly green bracts under the head.
        svg.body.push(
          `<ellipse cx="${n(w * x)}" cy="${n(h * y + h * r * 0.35)}" rx="${n(h * r * 0.22)}" ry="${n(h * r * 0.3)}" fill="#5e7a4a"/>`,
        );
        drawFlowerHead(
          svg,
          head(
            { x: w * x, y: h * y, radius: h * r, tilt, roll },
            {
              count: 10,
              rings: 2,
              shape: "ragged",
              width: 0.6,
              base: "#213f9c",
              tip: "#6b98ec",
              veins: true,
            },
            { size: 0.2, kind: "disc", colour: "#3a2a6a", detail: "#1c1440" },
          ),
          random,
        );
      }
    },
    { tone: ["#fff0d0", 0.2] },
  ),
  // 10 A black-eyed Susan: drooping orange-yellow petals around a dark cone.
  photo(
    1333,
    2000,
    {
      light: ["#5b7c3a", "#22361a"],
      blotches: { colours: ["#6f8f48", "#2f4a22", "#9ab060"], count: 20 },
      discs: { colours: ["#f4e08a", "#e0f0b0"], count: 26, size: 0.025 },
    },
    (svg, random, w, h) => {
      stemBelow(svg, [w * 0.5, h * 0.48], h, w * 0.018, "#4e7330", -w * 0.04, random);
      drawLeaf(svg, [w * 0.49, h * 0.8], [w * 0.2, h * 0.66], w * 0.08, "#4c7232", -0.4);
      drawFlowerHead(
        svg,
        head(
          { x: w * 0.5, y: h * 0.42, radius: w * 0.4, tilt: 0.35, roll: -0.1 },
          {
            count: 14,
            shape: "narrow",
            width: 0.28,
            base: "#d4700c",
            tip: "#f7c21f",
            veins: true,
            droop: 0.4,
          },
          { size: 0.3, kind: "cone", colour: "#3a2210", detail: "#170c05" },
        ),
        random,
      );
    },
  ),
  // 11 Small daisies scattered through a meadow's grass.
  photo(
    2000,
    1333,
    {
      light: ["#d5e4ef", "#7ea35a"],
      blotches: { colours: ["#9cbf70", "#5f8a3e", "#e4eef0", "#c8dba0"], count: 30 },
      discs: { colours: ["#ffffff", "#f6f8e0"], count: 60, size: 0.012 },
      far: (svg, random) => {
        for (let index = 0; index < 22; index += 1) {
          drawFlowerHead(
            svg,
            head(
              {
                x: random.range(0, 2000),
                y: random.range(520, 780),
                radius: random.range(25, 45),
                tilt: 0.6,
                roll: random.range(-0.3, 0.3),
              },
              daisyPetals(0.7),
              daisyCentre,
            ),
            random,
          );
        }
      },
    },
    (svg, random, w, h) => {
      drawGrass(svg, random, { left: 0, right: w, bottom: h, height: h * 0.45 }, 90, [
        "#4f7a30",
        "#6a9440",
        "#3d6426",
      ]);
      const daisies: [number, number, number][] = [];
      for (let index = 0; index < 11; index += 1) {
        const depth = index / 10;
        daisies.push([random.range(0.05, 0.95), 0.6 + depth * 0.3, 0.05 + depth * 0.09]);
      }
      for (const [x, y, r] of daisies) {
        stemBelow(
          svg,
          [w * x, h * y],
          h,
          Math.max(4, h * r * 0.1),
          "#5f8f3a",
          random.normal() * 20,
        );
        drawFlowerHead(
          svg,
          head(
            {
              x: w * x,
              y: h * y,
              radius: h * r,
              tilt: random.range(0.3, 0.55),
              roll: random.normal() * 0.3,
            },
            daisyPetals(0.8),
            daisyCentre,
          ),
          random,
        );
      }
      drawGrass(svg, random, { left: 0, right: w, bottom: h, height: h * 0.25 }, 60, [
        "#5a8836",
        "#76a04a",
      ]);
    },
    { tone: ["#fff4dc", 0.2], vignette: 0.25 },
  ),
];
