import type { Sharp } from "sharp";
import { type Coat, sittingCat } from "./cats.ts";
import { drawFlowerHead } from "./flower-geometry.ts";
import { head, photo, stemBelow } from "./flowers-captured.ts";
import { project } from "./gallery.ts";
import type { Random } from "./random.ts";
import { drawKnot } from "./rope.ts";
import { drawLines, installation, type Line, room } from "./ropes-in-tension.ts";
import { bubble, paintUnderwater, ribbon } from "./underwater.ts";
import { paintWatercolour, place } from "./watercolour.ts";

/**
 * The home page's four full-screen slides, one from each strand of the work. They sit behind a
 * white veil with the site's navigation over them, so each keeps its subject clear of the edges.
 */

type Slide = { width: number; height: number; paint: (random: Random) => Promise<Sharp> };

const width = 2400;
const height = 1600;

const poppyPetals = {
  count: 4,
  shape: "broad",
  width: 1.25,
  base: "#3a0907",
  tip: "#ee2f1d",
  veins: true,
} as const;
const poppyCentre = { size: 0.16, kind: "stamens", colour: "#56623a", detail: "#1c1414" } as const;

/** Red poppies in a summer meadow, the nearest sharp, the rest dissolving into the light. */
const poppies = photo(
  width,
  height,
  {
    light: ["#bcd6ea", "#8fae62"],
    blotches: { colours: ["#a8c47a", "#6f9448", "#e6eed8", "#d9e6c0"], count: 34 },
    discs: { colours: ["#ffffff", "#ffe9d6", "#f4f8dc"], count: 50, size: 0.014 },
    far: (svg, random) => {
      for (let index = 0; index < 14; index += 1) {
        drawFlowerHead(
          svg,
          head(
            {
              x: random.range(0, width),
              y: random.range(800, 1150),
              radius: random.range(50, 95),
              tilt: 0.5,
              roll: random.normal() * 0.3,
            },
            poppyPetals,
            poppyCentre,
          ),
          random,
        );
      }
    },
  },
  (svg, random, w, h) => {
    for (const [x, y, r, tilt, roll] of [
      [0.18, 0.62, 0.16, 0.45, 0.2],
      [0.8, 0.42, 0.2, 0.35, -0.15],
      [0.6, 0.74, 0.12, 0.5, 0.3],
    ] as const) {
      stemBelow(
        svg,
        [w * x, h * y + h * r * 0.3],
        h,
        w * 0.008,
        "#6b8f45",
        (0.5 - x) * w * 0.1,
        random,
      );
      drawFlowerHead(
        svg,
        head({ x: w * x, y: h * y, radius: h * r, tilt, roll }, poppyPetals, poppyCentre),
        random,
      );
    }
  },
  { tone: ["#fff0d8", 0.25], vignette: 0.2 },
);

/** Under the surface: shafts of light and a pale ribbon drifting across. */
const underwater: Slide = {
  width,
  height,
  paint: (random) =>
    paintUnderwater(width, height, random, {
      water: ["#72d3c8", "#1f8ea0", "#083656"],
      rays: { count: 16, strength: 0.9, source: 0.55 },
      caustics: { strength: 0.45, from: 0, to: 0.3 },
      particles: 700,
      far: (svg) =>
        ribbon(
          svg,
          [
            [200, 1500],
            [600, 1200],
            [1000, 1100],
            [1500, 1250],
          ],
          100,
          "#e6f2ee",
          0.45,
        ),
      near: (svg, random) => {
        ribbon(
          svg,
          [
            [-150, 500],
            [400, 700],
            [900, 620],
            [1500, 820],
            [2000, 700],
            [2600, 900],
          ],
          230,
          "#f4e6ec",
          0.7,
        );
        for (let index = 0; index < 26; index += 1) {
          bubble(svg, 1900 + random.normal() * 60, random.range(0, height), random.range(6, 26));
        }
      },
    }),
};

/** The rope installation: red lines drawn from a high corner down to the floor. */
const ropes: Slide = installation(
  width,
  height,
  { eye: [0.5, 1.6, -1.5], yaw: -0.08, pitch: 0.05, focal: 0.6 },
  (svg, camera, random) => {
    const anchor = [3.2, 3.7, room.depth] as const;
    const lines: Line[] = [];
    for (let index = 0; index < 18; index += 1) {
      lines.push({
        from: anchor,
        to: [-4.4 + index * 0.5 + random.normal() * 0.08, 0, 2.5 + (index % 5) * 1.3],
        colour: "#b8322a",
        thickness: 0.026,
      });
    }
    drawLines(svg, camera, lines, random);
    const point = project(camera, anchor);
    drawKnot(svg, random, point.x, point.y, camera.width * 0.012, "#b8322a");
  },
);

const ginger: Coat = { fur: "#e0974a", markings: "tabby", marking: "#a85e2a", eyes: "#7fae4c" };
const black: Coat = { fur: "#2b2e3c", furOpacity: 0.85, markings: "plain", eyes: "#d8c83e" };
const calico: Coat = {
  fur: "#eadfcd",
  markings: "calico",
  marking: "#e08a3c",
  marking2: "#3b3636",
  eyes: "#c9a53a",
};

/** Three super cats in a row, in fine liner and watercolour. */
const cats: Slide = {
  width,
  height,
  paint: (random) => {
    const size = (height * 0.62) / 134;
    const top = height * 0.2;
    return paintWatercolour(
      width,
      height,
      random,
      [
        ...place(sittingCat(calico, { tail: "wrap" }), width * 0.2, top + 8 * size, size * 0.94),
        ...place(
          sittingCat(ginger, { tail: "up", cape: "#c8372d", emblem: "#f2c230" }),
          width * 0.4,
          top,
          size,
        ),
        ...place(
          sittingCat(black, { tail: "up", mask: "#2f6db5" }),
          width * 0.62,
          top + 6 * size,
          size * 0.96,
        ),
      ],
      { spatter: ["#c8372d", "#2f6db5", "#e0974a"] },
    );
  },
};

export const homeSlides: Slide[] = [poppies, underwater, ropes, cats];
