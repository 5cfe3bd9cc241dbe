import type { Sharp } from "sharp";
import { drawFlowerHead, type FlowerHead } from "./flower-geometry.ts";
import { paintFluorescent, pollen } from "./fluorescent.ts";
import type { Point } from "./geometry.ts";
import { drawLeaf, drawStem } from "./plants.ts";
import type { Random } from "./random.ts";
import type { SvgBuilder } from "./svg-builder.ts";

/** The six video stills of "florescence | fluorescence". */

type Still = { width: number; height: number; paint: (random: Random) => Promise<Sharp> };

const magenta = "#ff2bd6";
const green = "#39ff14";
const cyan = "#19e8ff";
const yellow = "#eaff2a";

function still(
  width: number,
  height: number,
  draw: (svg: SvgBuilder, random: Random, w: number, h: number) => void,
): Still {
  return {
    width,
    height,
    paint: (random) =>
      paintFluorescent(width, height, random, (svg, r) => draw(svg, r, width, height)),
  };
}

function glowHead(svg: SvgBuilder, random: Random, head: FlowerHead): void {
  drawFlowerHead(svg, head, random, { glow: true });
}

function glowStem(svg: SvgBuilder, spine: Point[], width: number, colour: string): void {
  drawStem(svg, spine, width, colour, { glow: true });
}

export const florescence: Still[] = [
  // 01 Two lily-like flowers glowing magenta, their long stamens tipped with green light.
  still(2000, 1125, (svg, random, w, h) => {
    glowStem(
      svg,
      [
        [w * 0.42, h * 0.55],
        [w * 0.45, h * 0.8],
        [w * 0.5, h * 1.05],
      ],
      w * 0.01,
      green,
    );
    glowStem(
      svg,
      [
        [w * 0.72, h * 0.35],
        [w * 0.7, h * 0.7],
        [w * 0.66, h * 1.05],
      ],
      w * 0.008,
      green,
    );
    for (const [x, y, r, tilt, roll] of [
      [0.72, 0.32, 0.26, 0.55, 0.6],
      [0.4, 0.48, 0.4, 0.45, -0.4],
    ] as const) {
      glowHead(svg, random, {
        x: w * x,
        y: h * y,
        radius: h * r,
        tilt,
        roll,
        petals: {
          count: 6,
          shape: "pointed",
          width: 0.38,
          base: "#a0108a",
          tip: magenta,
          veins: true,
        },
        centre: { size: 0.12, kind: "stamens", colour: "#2a6a10", detail: green },
      });
      pollen(svg, random, w * x, h * y, h * r * 0.4, 30, yellow);
    }
  }),
  // 02 A cluster of daisies glowing green in a violet haze.
  still(2000, 1125, (svg, random, w, h) => {
    const heads: [number, number, number][] = [
      [0.25, 0.4, 0.18],
      [0.45, 0.6, 0.22],
      [0.62, 0.3, 0.16],
      [0.8, 0.58, 0.2],
      [0.12, 0.75, 0.12],
      [0.92, 0.22, 0.1],
    ];
    for (const [x, y] of heads)
      glowStem(
        svg,
        [
          [w * x, h * y],
          [w * (x + 0.02), h * (y + 0.3)],
          [w * (x + 0.03), h * 1.05],
        ],
        w * 0.005,
        "#1fbf3a",
      );
    for (const [x, y, r] of heads) {
      glowHead(svg, random, {
        x: w * x,
        y: h * y,
        radius: h * r,
        tilt: random.range(0.1, 0.5),
        roll: random.range(-1, 1),
        petals: {
          count: 22,
          shape: "narrow",
          width: 0.2,
          base: "#138a2a",
          tip: green,
          veins: true,
        },
        centre: { size: 0.25, kind: "disc", colour: "#7a6a00", detail: yellow },
      });
    }
  }),
  // 03 A tall spray of small five-petalled flowers, alternately magenta and cyan, up a glowing stem.
  still(1125, 2000, (svg, random, w, h) => {
    const spine: Point[] = [
      [w * 0.5, h * 1.05],
      [w * 0.46, h * 0.7],
      [w * 0.55, h * 0.4],
      [w * 0.5, h * 0.08],
    ];
    glowStem(svg, spine, w * 0.014, green);
    drawLeaf(svg, [w * 0.48, h * 0.85], [w * 0.12, h * 0.7], w * 0.1, "#2adf50", -0.4, true);
    drawLeaf(svg, [w * 0.5, h * 0.78], [w * 0.86, h * 0.62], w * 0.09, "#2adf50", 0.4, true);
    for (let index = 0; index < 9; index += 1) {
      const t = index / 8;
      const side = index % 2 === 0 ? -1 : 1;
      const y = h * (0.14 + t * 0.6);
      const x = w * (0.5 + side * 0.16 + Math.sin(t * 4) * 0.03);
      glowHead(svg, random, {
        x,
        y,
        radius: w * (0.17 - t * 0.04) * (index === 0 ? 0.75 : 1),
        tilt: random.range(0.2, 0.5),
        roll: side * 0.5,
        petals: {
          count: 5,
          shape: "broad",
          width: 0.9,
          base: index % 2 === 0 ? "#9a0a84" : "#007a8a",
          tip: index % 2 === 0 ? magenta : cyan,
          veins: true,
        },
        centre: { size: 0.18, kind: "disc", colour: "#6a7a00", detail: yellow },
      });
    }
  }),
  // 04 The heart of a flower, close up: a crown of stamens glowing yellow-green inside magenta petals.
  still(2000, 1125, (svg, random, w, h) => {
    glowHead(svg, random, {
      x: w * 0.5,
      y: h * 0.55,
      radius: w * 0.62,
      tilt: 0.15,
      roll: 0.2,
      petals: { count: 8, shape: "broad", width: 0.8, base: "#8a0a78", tip: magenta, veins: true },
      centre: { size: 0.2, kind: "stamens", colour: "#1a4a08", detail: yellow },
    });
    pollen(svg, random, w * 0.5, h * 0.55, h * 0.2, 120, yellow);
  }),
  // 05 A bouquet of glowing flowers in several colours, stems gathered below.
  still(1600, 1600, (svg, random, w, h) => {
    const gather: Point = [w * 0.5, h * 1.05];
    const colours: [string, string][] = [
      ["#9a0a84", magenta],
      ["#138a2a", green],
      ["#007a8a", cyan],
      ["#8a7a00", yellow],
      ["#a04000", "#ff8a1a"],
    ];
    const heads: [number, number, number][] = [];
    for (let index = 0; index < 9; index += 1) {
      const angle = -Math.PI / 2 + (index - 4) * 0.28 + random.normal() * 0.05;
      const reach = h * random.range(0.55, 0.8);
      heads.push([
        gather[0] + Math.cos(angle) * reach * 0.75,
        gather[1] + Math.sin(angle) * reach,
        w * random.range(0.1, 0.14),
      ]);
    }
    for (const [x, y] of heads)
      glowStem(
        svg,
        [gather, [(gather[0] + x) / 2, (gather[1] + y) / 2 + 20], [x, y]],
        w * 0.005,
        "#1fbf3a",
      );
    heads.forEach(([x, y, r], index) => {
      const [base, tip] = colours[index % colours.length] ?? ["#9a0a84", magenta];
      glowHead(svg, random, {
        x,
        y,
        radius: r,
        tilt: random.range(0.1, 0.5),
        roll: random.range(-1, 1),
        petals: {
          count: index % 2 === 0 ? 14 : 7,
          shape: index % 2 === 0 ? "narrow" : "broad",
          width: index % 2 === 0 ? 0.25 : 0.8,
          base,
          tip,
          veins: true,
        },
        centre: { size: 0.22, kind: "disc", colour: "#3a2a00", detail: yellow },
      });
    });
  }),
  // 06 A single gerbera, hot pink, its centre glowing green.
  still(2000, 1125, (svg, random, w, h) => {
    glowStem(
      svg,
      [
        [w * 0.55, h * 0.6],
        [w * 0.57, h * 0.85],
        [w * 0.6, h * 1.05],
      ],
      w * 0.012,
      green,
    );
    glowHead(svg, random, {
      x: w * 0.52,
      y: h * 0.45,
      radius: h * 0.42,
      tilt: 0.25,
      roll: -0.25,
      petals: {
        count: 30,
        rings: 2,
        shape: "narrow",
        width: 0.18,
        base: "#b0086e",
        tip: "#ff3cae",
        veins: true,
      },
      centre: { size: 0.24, kind: "disc", colour: "#0a5a10", detail: green },
    });
  }),
];
