import type { Sharp } from "sharp";
import {
  books,
  type Coat,
  catPortrait,
  cloud,
  curledCat,
  flyingCat,
  peekingCat,
  sittingCat,
} from "./cats.ts";
import type { Random } from "./random.ts";
import { type Drawing, paintWatercolour, place } from "./watercolour.ts";

/** The eight sheets of Super Cats: fine liner and watercolour on paper. */

const gingerTabby: Coat = {
  fur: "#e0974a",
  markings: "tabby",
  marking: "#a85e2a",
  eyes: "#7fae4c",
};
const ochreTabby: Coat = { fur: "#d8a95e", markings: "tabby", marking: "#857b72", eyes: "#9bb35a" };
const greyTabby: Coat = { fur: "#98a2ad", markings: "tabby", marking: "#5b626c", eyes: "#e1b43c" };
const blackCat: Coat = { fur: "#2b2e3c", furOpacity: 0.85, markings: "plain", eyes: "#d8c83e" };
const tuxedo: Coat = { fur: "#363944", furOpacity: 0.8, markings: "tuxedo", eyes: "#d9c23a" };
const blueGrey: Coat = { fur: "#8795a6", markings: "plain", eyes: "#e2b84a" };
const calico: Coat = {
  fur: "#eadfcd",
  markings: "calico",
  marking: "#e08a3c",
  marking2: "#3b3636",
  eyes: "#c9a53a",
};

const red = "#c8372d";
const splashes = ["#c8372d", "#2f6db5", "#e0974a"] as const;

/** Centres a drawing of the given units on the sheet, filling `fill` of the tighter side. */
function centred(
  drawing: Drawing,
  units: [number, number],
  sheet: [number, number],
  fill: number,
  lift = 0,
): Drawing {
  const size = Math.min((sheet[0] * fill) / units[0], (sheet[1] * fill) / units[1]);
  return place(
    drawing,
    (sheet[0] - units[0] * size) / 2,
    (sheet[1] - units[1] * size) / 2 - lift * sheet[1],
    size,
  );
}

type Sheet = (random: Random) => Promise<Sharp>;

function sheet(
  width: number,
  height: number,
  drawing: (size: [number, number]) => Drawing,
  spatter = true,
): Sheet {
  return (random) =>
    paintWatercolour(
      width,
      height,
      random,
      drawing([width, height]),
      spatter ? { spatter: splashes } : {},
    );
}

export const superCats: { width: number; height: number; paint: Sheet }[] = [
  // 01 A tabby asleep on a cushion.
  {
    width: 2000,
    height: 1400,
    paint: sheet(2000, 1400, (s) => centred(curledCat(ochreTabby, "#8fb0c8"), [170, 115], s, 0.86)),
  },
  // 02 Sitting in a red cape with a lightning bolt on the chest.
  {
    width: 1500,
    height: 2000,
    paint: sheet(1500, 2000, (s) =>
      centred(
        sittingCat(greyTabby, { tail: "up", cape: red, emblem: "#f2c230" }),
        [100, 134],
        s,
        0.8,
      ),
    ),
  },
  // 03 Head and shoulders in a blue domino mask.
  {
    width: 1800,
    height: 1800,
    paint: sheet(1800, 1800, (s) =>
      centred(catPortrait(gingerTabby, { mask: "#2f6db5" }), [100, 104], s, 0.86, -0.03),
    ),
  },
  // 04 Flying, with a red cape, between two clouds.
  {
    width: 2000,
    height: 1333,
    paint: sheet(2000, 1333, (s) =>
      centred(
        [
          ...cloud(20, 90, 9, "#8fb6d8"),
          ...cloud(150, 10, 7, "#8fb6d8"),
          ...flyingCat(tuxedo, red),
        ],
        [175, 100],
        s,
        0.86,
      ),
    ),
  },
  // 05 A black cat sitting with its tail up.
  {
    width: 1500,
    height: 2000,
    paint: sheet(
      1500,
      2000,
      (s) => centred(sittingCat(blackCat, { tail: "up" }), [100, 134], s, 0.78),
      false,
    ),
  },
  // 06 Two cats side by side: a ginger tabby and a smaller blue-grey cat.
  {
    width: 2000,
    height: 1400,
    paint: sheet(2000, 1400, ([w, h]) => {
      const size = (h * 0.78) / 134;
      const smaller = size * 0.82;
      return [
        ...place(sittingCat(gingerTabby, { tail: "up" }), w * 0.2, h * 0.11, size),
        ...place(
          sittingCat(blueGrey, { tail: "wrap" }),
          w * 0.56,
          h * 0.11 + 134 * (size - smaller),
          smaller,
        ),
      ];
    }),
  },
  // 07 A calico sitting on a stack of three books.
  {
    width: 1500,
    height: 2000,
    paint: sheet(1500, 2000, (s) =>
      centred(
        [
          ...place(books(["#2f8f83", "#d9a53c", "#b5483a"]), -10, 131, 1.2),
          ...sittingCat(calico, { tail: "wrap" }),
        ],
        [100, 184],
        s,
        0.8,
      ),
    ),
  },
  // 08 A blue-grey cat peering over the edge of a wooden table.
  {
    width: 2000,
    height: 1300,
    paint: sheet(2000, 1300, (s) =>
      centred(peekingCat(blueGrey, "#b98a56"), [160, 104], s, 0.9, -0.05),
    ),
  },
];
