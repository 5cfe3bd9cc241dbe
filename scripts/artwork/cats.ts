import { ellipsePoints, type Point, tubeOutline } from "./geometry.ts";
import type { Drawing, DrawingItem } from "./watercolour.ts";

/**
 * Cats for the Super Cats sheets, each authored in its own units (about 100 per cat height) and
 * placed on the sheet with `place`. The coat, markings and costume are parameters, so one pose
 * serves several drawings.
 */
export type Coat = {
  /** The main wash of the fur. */
  fur: string;
  furOpacity?: number;
  markings: "tabby" | "plain" | "calico" | "tuxedo";
  /** Stripes or patches. */
  marking?: string;
  /** A second patch colour for calico coats. */
  marking2?: string;
  eyes: string;
};

const pink = "#e48a8a";

type ShapeOptions = Omit<Extract<DrawingItem, { type: "shape" }>, "type" | "outline" | "wash">;

function shape(outline: Point[], wash?: string, options: ShapeOptions = {}): DrawingItem {
  return { type: "shape", outline, ...(wash ? { wash } : {}), ...options };
}

function furOpacity(coat: Coat): ShapeOptions {
  return { washOpacity: coat.furOpacity ?? 0.55 };
}

function line(points: Point[], weight = 1): Extract<DrawingItem, { type: "mark" }> {
  return { type: "mark", points, weight };
}

function brush(points: Point[], wash: string, washWidth: number, washOpacity = 0.5): DrawingItem {
  return { type: "mark", points, weight: 0, wash, washWidth, washOpacity };
}

function mirrorX(points: Point[], axis: number): Point[] {
  return points.map((p) => [axis * 2 - p[0], p[1]]);
}

/** An almond eye with a slit pupil; `open` 0 draws a sleeping arc. */
function eye(
  cx: number,
  cy: number,
  size: number,
  colour: string,
  open: number,
  pupil = 0.35,
): Drawing {
  if (open === 0) {
    return [
      line([
        [cx - size, cy - size * 0.1],
        [cx, cy + size * 0.35],
        [cx + size, cy - size * 0.1],
      ]),
    ];
  }
  const h = size * 0.55 * open;
  const almond: Point[] = [
    [cx - size, cy],
    [cx - size * 0.4, cy - h],
    [cx + size * 0.5, cy - h * 0.9],
    [cx + size, cy - h * 0.1],
    [cx + size * 0.4, cy + h * 0.9],
    [cx - size * 0.5, cy + h * 0.8],
  ];
  return [
    { type: "mark", points: almond, closed: true, wash: colour, washOpacity: 0.8, weight: 1 },
    {
      type: "mark",
      points: ellipsePoints(cx + size * 0.05, cy, size * pupil * 0.55, h * 0.95, { count: 10 }),
      closed: true,
      fill: "#1d1a18",
      weight: 0,
    },
    {
      type: "mark",
      points: ellipsePoints(cx + size * 0.25, cy - h * 0.35, size * 0.1, size * 0.1, { count: 6 }),
      closed: true,
      fill: "#fff",
      weight: 0,
    },
  ];
}

/** Nose, mouth and whiskers around a muzzle centred on (cx, cy). */
function muzzle(cx: number, cy: number, size: number, whiskerLength: number): Drawing {
  const s = size;
  const whiskers: Drawing = [];
  for (const side of [-1, 1]) {
    for (const [lift, spread] of [
      [-0.6, -0.8],
      [0.1, 0.1],
      [0.8, 1.1],
    ] as const) {
      whiskers.push(
        line(
          [
            [cx + side * s * 0.9, cy + s * (0.5 + lift * 0.3)],
            [cx + side * (s + whiskerLength * 0.5), cy + s * (0.5 + spread * 0.6)],
            [cx + side * (s + whiskerLength), cy + s * (0.5 + spread * 1.3)],
          ],
          0.55,
        ),
      );
    }
  }
  return [
    {
      type: "mark",
      points: [
        [cx - s * 0.45, cy - s * 0.2],
        [cx + s * 0.45, cy - s * 0.2],
        [cx, cy + s * 0.3],
      ],
      smooth: false,
      closed: true,
      wash: pink,
      washOpacity: 0.8,
      weight: 1,
    },
    line([
      [cx, cy + s * 0.3],
      [cx, cy + s * 0.75],
    ]),
    line([
      [cx, cy + s * 0.75],
      [cx - s * 0.35, cy + s * 1.05],
      [cx - s * 0.8, cy + s * 0.95],
    ]),
    line([
      [cx, cy + s * 0.75],
      [cx + s * 0.35, cy + s * 1.05],
      [cx + s * 0.8, cy + s * 0.95],
    ]),
    ...whiskers,
  ];
}

/** The front-facing head of the sitting cats: ears, head, face, markings. Centre (50, 40). */
function frontHead(coat: Coat, options: { eyesOpen: number; mask?: string }): Drawing {
  const leftEar: Point[] = [
    [29, 37],
    [28, 24],
    [31, 10],
    [38, 16],
    [46, 24],
  ];
  const head: Point[] = [
    [26, 43],
    [29, 31],
    [36, 24],
    [50, 21],
    [64, 24],
    [71, 31],
    [74, 43],
    [69, 52],
    [60, 57],
    [50, 58],
    [40, 57],
    [31, 52],
  ];
  const fur = coat.markings === "tuxedo" ? coat.fur : coat.fur;
  const drawing: Drawing = [
    shape(leftEar, fur, { smooth: false, ...furOpacity(coat) }),
    shape(mirrorX(leftEar, 50), coat.markings === "calico" ? coat.marking2 : fur, {
      smooth: false,
    }),
    line(
      [
        [31.5, 31],
        [32, 16.5],
        [39, 23],
      ],
      0.6,
    ),
    line(
      [
        [68.5, 31],
        [68, 16.5],
        [61, 23],
      ],
      0.6,
    ),
    brush(
      [
        [31, 29],
        [33, 19],
        [38, 23],
      ],
      pink,
      3,
      0.45,
    ),
    brush(
      [
        [69, 29],
        [67, 19],
        [62, 23],
      ],
      pink,
      3,
      0.45,
    ),
    shape(head, fur, furOpacity(coat)),
  ];
  if (coat.markings === "tabby" && coat.marking) {
    drawing.push(
      {
        ...line(
          [
            [43, 30],
            [45, 25.5],
            [50, 31],
            [55, 25.5],
            [57, 30],
          ],
          0.8,
        ),
        wash: coat.marking,
        washWidth: 2.2,
      },
      brush(
        [
          [28, 42],
          [33, 43],
          [36, 46],
        ],
        coat.marking,
        2.2,
      ),
      brush(
        [
          [29, 47],
          [33, 48.5],
          [36, 51],
        ],
        coat.marking,
        2,
      ),
      brush(
        [
          [72, 42],
          [67, 43],
          [64, 46],
        ],
        coat.marking,
        2.2,
      ),
      brush(
        [
          [71, 47],
          [67, 48.5],
          [64, 51],
        ],
        coat.marking,
        2,
      ),
      line(
        [
          [29, 42],
          [34, 43.5],
        ],
        0.6,
      ),
      line(
        [
          [71, 42],
          [66, 43.5],
        ],
        0.6,
      ),
    );
  }
  if (coat.markings === "calico" && coat.marking) {
    drawing.push({
      type: "mark",
      points: [
        [30, 34],
        [36, 26],
        [46, 24],
        [47, 33],
        [40, 39],
        [31, 41],
      ],
      closed: true,
      weight: 0,
      wash: coat.marking,
      washOpacity: 0.6,
    });
  }
  if (coat.markings === "tuxedo" || coat.markings === "calico") {
    // The white blaze down the nose and muzzle.
    drawing.push({
      type: "mark",
      points: [
        [47, 30],
        [53, 30],
        [56, 46],
        [60, 54],
        [50, 57],
        [40, 54],
        [44, 46],
      ],
      closed: true,
      weight: 0,
      wash: "#f6f2ea",
      washOpacity: 0.9,
    });
  }
  if (options.mask) {
    drawing.push(
      shape(
        [
          [24, 39],
          [31, 33],
          [42, 34],
          [50, 38],
          [58, 34],
          [69, 33],
          [76, 39],
          [74, 46],
          [66, 49],
          [57, 46],
          [50, 47],
          [43, 46],
          [34, 49],
          [26, 46],
        ],
        options.mask,
        { washOpacity: 0.75 },
      ),
    );
  }
  drawing.push(
    ...eye(41, 40, 5.2, coat.eyes, options.eyesOpen),
    ...eye(59, 40, 5.2, coat.eyes, options.eyesOpen),
  );
  drawing.push(...muzzle(50, 46.5, 3.2, 24));
  return drawing;
}

/** A cat sitting upright and facing the viewer, about 100 wide and 134 tall. */
export function sittingCat(
  coat: Coat,
  options: {
    tail: "wrap" | "up";
    cape?: string;
    emblem?: string;
    eyesOpen?: number;
    mask?: string;
  },
): Drawing {
  const fur = coat.fur;
  const drawing: Drawing = [];
  if (options.cape) {
    drawing.push(
      shape(
        [
          [37, 51],
          [63, 51],
          [76, 72],
          [86, 102],
          [94, 131],
          [82, 127],
          [70, 133],
          [50, 129],
          [30, 133],
          [18, 127],
          [6, 131],
          [14, 102],
          [24, 72],
        ],
        options.cape,
        { washOpacity: 0.7, knockout: true },
      ),
      line(
        [
          [30, 90],
          [26, 110],
          [22, 128],
        ],
        0.5,
      ),
      line(
        [
          [70, 90],
          [74, 110],
          [78, 128],
        ],
        0.5,
      ),
    );
  }
  if (options.tail === "up") {
    drawing.push(
      shape(
        tubeOutline(
          [
            [72, 124],
            [86, 120],
            [93, 104],
            [89, 88],
            [93, 76],
          ],
          (t) => 8 - t * 2.5,
        ),
        fur,
        furOpacity(coat),
      ),
    );
  }
  const body: Point[] = [
    [38, 52],
    [62, 52],
    [70, 66],
    [76, 88],
    [79, 108],
    [76, 122],
    [66, 128],
    [34, 128],
    [24, 122],
    [21, 108],
    [24, 88],
    [30, 66],
  ];
  drawing.push(
    shape(ellipsePoints(27, 112, 13, 15, { count: 12 }), fur, furOpacity(coat)),
    shape(
      ellipsePoints(73, 112, 13, 15, { count: 12 }),
      coat.markings === "calico" ? coat.marking : fur,
    ),
    shape(body, fur, furOpacity(coat)),
  );
  if (coat.markings === "tabby" && coat.marking) {
    for (const [x, y, side] of [
      [25, 84, 1],
      [24, 94, 1],
      [24, 104, 1],
      [75, 84, -1],
      [76, 94, -1],
      [76, 104, -1],
    ] as const) {
      drawing.push(
        brush(
          [
            [x, y],
            [x + side * 6, y + 2],
            [x + side * 9, y + 6],
          ],
          coat.marking,
          2.6,
        ),
        line(
          [
            [x, y],
            [x + side * 5, y + 2],
          ],
          0.5,
        ),
      );
    }
  }
  if (coat.markings === "calico" && coat.marking && coat.marking2) {
    drawing.push(
      {
        type: "mark",
        points: [
          [25, 86],
          [34, 78],
          [38, 96],
          [30, 108],
          [22, 102],
        ],
        closed: true,
        weight: 0,
        wash: coat.marking2,
        washOpacity: 0.7,
      },
      {
        type: "mark",
        points: [
          [64, 66],
          [72, 70],
          [76, 90],
          [66, 94],
          [62, 80],
        ],
        closed: true,
        weight: 0,
        wash: coat.marking,
        washOpacity: 0.6,
      },
    );
  }
  if (coat.markings === "tuxedo" || coat.markings === "calico") {
    drawing.push({
      type: "mark",
      points: [
        [42, 58],
        [58, 58],
        [62, 80],
        [58, 110],
        [50, 118],
        [42, 110],
        [38, 80],
      ],
      closed: true,
      weight: 0,
      wash: "#f6f2ea",
      washOpacity: 0.85,
    });
  }
  if (options.emblem) {
    drawing.push({
      type: "mark",
      points: [
        [53, 62],
        [45.5, 73],
        [50, 73],
        [46.5, 83],
        [55.5, 70],
        [51, 70],
        [55, 62],
      ],
      smooth: false,
      closed: true,
      wash: options.emblem,
      washOpacity: 0.85,
      weight: 1,
    });
  }
  // Chest fur, then the two front legs as lines down to the paws.
  drawing.push(
    line(
      [
        [46, 60],
        [48, 63],
        [50, 60.5],
        [52, 63],
        [54, 60],
      ],
      0.6,
    ),
    line([
      [39, 82],
      [38, 102],
      [37, 122],
    ]),
    line([
      [48, 90],
      [48, 106],
      [48, 122],
    ]),
    line([
      [52, 90],
      [52, 106],
      [52, 122],
    ]),
    line([
      [61, 82],
      [62, 102],
      [63, 122],
    ]),
    shape(ellipsePoints(42.5, 124.5, 7, 4.2, { count: 10 }), fur, furOpacity(coat)),
    shape(ellipsePoints(57.5, 124.5, 7, 4.2, { count: 10 }), fur, furOpacity(coat)),
    line(
      [
        [40.5, 122.5],
        [40.5, 126],
      ],
      0.5,
    ),
    line(
      [
        [44.5, 122.5],
        [44.5, 126],
      ],
      0.5,
    ),
    line(
      [
        [55.5, 122.5],
        [55.5, 126],
      ],
      0.5,
    ),
    line(
      [
        [59.5, 122.5],
        [59.5, 126],
      ],
      0.5,
    ),
  );
  if (options.tail === "wrap") {
    drawing.push(
      shape(
        tubeOutline(
          [
            [77, 116],
            [75, 129],
            [58, 132.5],
            [38, 132],
            [24, 128],
          ],
          (t) => 8.5 - t * 3,
        ),
        coat.markings === "calico" ? coat.marking2 : fur,
      ),
    );
  }
  drawing.push(
    ...frontHead(coat, {
      eyesOpen: options.eyesOpen ?? 1,
      ...(options.mask ? { mask: options.mask } : {}),
    }),
  );
  return drawing;
}

/** A large head and shoulders, for a close portrait. About 100 by 100. */
export function catPortrait(coat: Coat, options: { mask?: string; eyes?: number }): Drawing {
  const shoulders: Point[] = [
    [6, 104],
    [12, 82],
    [30, 68],
    [70, 68],
    [88, 82],
    [94, 104],
  ];
  // The front head is authored for a 100-unit-tall cat; scale it up around the sheet's centre.
  const head = frontHead(coat, {
    eyesOpen: options.eyes ?? 1,
    ...(options.mask ? { mask: options.mask } : {}),
  });
  const grow = (p: Point): Point => [50 + (p[0] - 50) * 1.75, 6 + (p[1] - 6) * 1.75];
  return [
    shape(shoulders, coat.fur),
    line(
      [
        [40, 76],
        [44, 80],
        [48, 77],
        [52, 81],
        [56, 77],
        [60, 80],
      ],
      0.7,
    ),
    ...head.map(
      (item): DrawingItem =>
        item.type === "shape"
          ? { ...item, outline: item.outline.map(grow) }
          : {
              ...item,
              points: item.points.map(grow),
              ...(item.washWidth === undefined ? {} : { washWidth: item.washWidth * 1.75 }),
            },
    ),
  ];
}

/** A cat curled up asleep on a cushion, seen from above. About 160 by 110. */
export function curledCat(coat: Coat, cushion: string): Drawing {
  const fur = coat.fur;
  const drawing: Drawing = [
    shape(ellipsePoints(86, 70, 80, 36, { count: 18 }), cushion, {
      washOpacity: 0.4,
      knockout: true,
    }),
    line(
      [
        [20, 78],
        [40, 92],
        [80, 100],
        [120, 96],
        [150, 84],
      ],
      0.5,
    ),
    shape(
      [
        [30, 56],
        [38, 35],
        [60, 23],
        [90, 21],
        [118, 29],
        [134, 45],
        [138, 62],
        [130, 80],
        [110, 92],
        [80, 96],
        [50, 90],
        [34, 76],
      ],
      fur,
      furOpacity(coat),
    ),
  ];
  if (coat.marking) {
    for (let index = 0; index < 8; index += 1) {
      const angle = Math.PI * (1.05 + index * 0.115);
      const inner: Point = [84 + Math.cos(angle) * 30, 60 + Math.sin(angle) * 20];
      const outer: Point = [84 + Math.cos(angle) * 52, 60 + Math.sin(angle) * 37];
      const middle: Point = [(inner[0] + outer[0]) / 2 + 2, (inner[1] + outer[1]) / 2];
      drawing.push(brush([inner, middle, outer], coat.marking, 3.2), line([middle, outer], 0.5));
    }
  }
  drawing.push(
    shape(
      tubeOutline(
        [
          [36, 60],
          [36, 82],
          [58, 97],
          [90, 101],
          [114, 94],
          [126, 84],
        ],
        (t) => 12 - t * 5,
      ),
      coat.marking ?? fur,
    ),
    shape(ellipsePoints(108, 86, 10, 5.5, { count: 10 }), fur, furOpacity(coat)),
    shape(
      [
        [103, 52],
        [100, 40],
        [102, 31],
        [109, 37],
        [116, 44],
      ],
      fur,
      { smooth: false, ...furOpacity(coat) },
    ),
    shape(
      [
        [128, 43],
        [134, 33],
        [140, 28],
        [141, 40],
        [142, 50],
      ],
      fur,
      { smooth: false, ...furOpacity(coat) },
    ),
    shape(
      [
        [97, 60],
        [101, 48],
        [112, 42],
        [127, 42],
        [139, 48],
        [145, 59],
        [142, 71],
        [132, 78],
        [117, 80],
        [103, 74],
      ],
      fur,
      furOpacity(coat),
    ),
    ...eye(113, 59, 4.5, coat.eyes, 0),
    ...eye(131, 59, 4.5, coat.eyes, 0),
    ...muzzle(122, 66, 2.6, 14),
  );
  if (coat.marking) {
    drawing.push(
      brush(
        [
          [114, 46],
          [117, 51],
          [120, 47],
          [123, 51],
          [126, 46],
        ],
        coat.marking,
        2,
      ),
      line(
        [
          [114, 46],
          [117, 51],
          [120, 47],
          [123, 51],
          [126, 46],
        ],
        0.6,
      ),
    );
  }
  return drawing;
}

/** A cat flying to the right with one paw forward and a cape streaming behind. About 170 by 90. */
export function flyingCat(coat: Coat, cape: string): Drawing {
  const fur = coat.fur;
  const drawing: Drawing = [
    shape(
      [
        [106, 37],
        [112, 44],
        [96, 50],
        [70, 46],
        [42, 36],
        [16, 24],
        [6, 12],
        [22, 15],
        [34, 7],
        [52, 14],
        [72, 10],
        [92, 22],
      ],
      cape,
      { washOpacity: 0.7, knockout: true },
    ),
    line(
      [
        [90, 28],
        [60, 20],
        [30, 14],
      ],
      0.5,
    ),
    line(
      [
        [86, 36],
        [56, 30],
        [28, 22],
      ],
      0.5,
    ),
    shape(
      tubeOutline(
        [
          [54, 50],
          [38, 47],
          [24, 53],
          [10, 49],
        ],
        (t) => 8 - t * 3,
      ),
      fur,
      furOpacity(coat),
    ),
    shape(
      tubeOutline(
        [
          [60, 54],
          [44, 62],
          [26, 66],
        ],
        (t) => 10 - t * 3,
      ),
      fur,
      furOpacity(coat),
    ),
    shape(
      tubeOutline(
        [
          [64, 57],
          [50, 68],
          [34, 75],
        ],
        (t) => 10 - t * 3,
      ),
      fur,
      furOpacity(coat),
    ),
    shape(
      tubeOutline(
        [
          [98, 52],
          [120, 56],
          [148, 50],
        ],
        (t) => 9 - t * 2,
      ),
      fur,
      furOpacity(coat),
    ),
    shape(
      tubeOutline(
        [
          [94, 56],
          [104, 66],
          [113, 64],
        ],
        (t) => 9 - t * 2,
      ),
      fur,
      furOpacity(coat),
    ),
    shape(
      [
        [52, 47],
        [62, 38],
        [82, 34],
        [102, 36],
        [114, 42],
        [112, 54],
        [96, 62],
        [74, 62],
        [58, 58],
      ],
      fur,
      furOpacity(coat),
    ),
  ];
  if (coat.markings === "tuxedo") {
    drawing.push({
      type: "mark",
      points: [
        [88, 54],
        [104, 50],
        [110, 56],
        [96, 61],
        [80, 60],
      ],
      closed: true,
      weight: 0,
      wash: "#f6f2ea",
      washOpacity: 0.85,
    });
  }
  drawing.push(
    shape(
      [
        [116, 35],
        [107, 24],
        [104, 21],
        [113, 23],
        [123, 28],
      ],
      fur,
      { smooth: false, ...furOpacity(coat) },
    ),
    shape(
      [
        [127, 28],
        [125, 17],
        [127, 13],
        [132, 19],
        [137, 28],
      ],
      fur,
      { smooth: false, ...furOpacity(coat) },
    ),
    shape(
      [
        [112, 40],
        [116, 31],
        [126, 26],
        [138, 28],
        [146, 35],
        [148, 45],
        [140, 52],
        [126, 54],
        [115, 49],
      ],
      fur,
      furOpacity(coat),
    ),
    {
      type: "mark",
      points: [
        [134, 40],
        [142, 37],
        [148, 42],
        [146, 50],
        [138, 51],
      ],
      closed: true,
      weight: 0,
      wash: "#f6f2ea",
      washOpacity: coat.markings === "tuxedo" ? 0.85 : 0,
    },
    ...eye(129, 37, 3.6, coat.eyes, 0.8),
    ...eye(140.5, 36.5, 3.2, coat.eyes, 0.8),
    {
      type: "mark",
      points: [
        [145, 42],
        [149, 42],
        [147.5, 44.5],
      ],
      smooth: false,
      closed: true,
      wash: pink,
      washOpacity: 0.8,
    },
    line(
      [
        [147.5, 44.5],
        [147, 47],
        [144, 48],
      ],
      0.7,
    ),
    line(
      [
        [143, 44],
        [156, 41],
        [164, 38],
      ],
      0.5,
    ),
    line(
      [
        [143, 45.5],
        [157, 46],
        [165, 47],
      ],
      0.5,
    ),
    line(
      [
        [136, 46],
        [124, 47],
        [114, 49],
      ],
      0.4,
    ),
    // Speed lines.
    line(
      [
        [2, 60],
        [18, 60],
      ],
      0.6,
    ),
    line(
      [
        [6, 70],
        [24, 70],
      ],
      0.6,
    ),
    line(
      [
        [0, 80],
        [14, 80],
      ],
      0.6,
    ),
  );
  return drawing;
}

/** A cat peering over the edge of a table, both front paws on the edge. About 160 by 100. */
export function peekingCat(coat: Coat, table: string): Drawing {
  const head = frontHead(coat, { eyesOpen: 1.25 });
  const toPlace = (p: Point): Point => [30 + p[0], 18 + p[1]];
  const raised = head.map(
    (item): DrawingItem =>
      item.type === "shape"
        ? { ...item, outline: item.outline.map(toPlace) }
        : { ...item, points: item.points.map(toPlace) },
  );
  const drawing: Drawing = [
    shape(
      [
        [55, 80],
        [58, 66],
        [72, 60],
        [88, 60],
        [102, 66],
        [105, 80],
      ],
      coat.fur,
    ),
    ...raised,
    shape(
      [
        [-4, 72],
        [164, 72],
        [164, 104],
        [-4, 104],
      ],
      table,
      { smooth: false, washOpacity: 0.5 },
    ),
    line(
      [
        [4, 80],
        [40, 79],
        [80, 81],
        [120, 79],
        [158, 80],
      ],
      0.5,
    ),
    line(
      [
        [10, 88],
        [50, 90],
        [90, 88],
        [130, 89],
        [156, 88],
      ],
      0.5,
    ),
    line(
      [
        [2, 96],
        [30, 95],
        [70, 97],
        [110, 96],
        [150, 97],
      ],
      0.5,
    ),
    shape(ellipsePoints(64, 72, 8.5, 4.8, { count: 10 }), coat.fur),
    shape(ellipsePoints(96, 72, 8.5, 4.8, { count: 10 }), coat.fur),
    line(
      [
        [61, 70],
        [61, 74.5],
      ],
      0.5,
    ),
    line(
      [
        [66, 70],
        [66, 74.5],
      ],
      0.5,
    ),
    line(
      [
        [93, 70],
        [93, 74.5],
      ],
      0.5,
    ),
    line(
      [
        [98, 70],
        [98, 74.5],
      ],
      0.5,
    ),
  ];
  return drawing;
}

/** A stack of three books with coloured covers, about 100 wide and 40 tall, top at y = 0. */
export function books(colours: readonly [string, string, string]): Drawing {
  const [a, b, c] = colours;
  return [
    shape(
      [
        [-6, 26],
        [104, 24],
        [106, 40],
        [-4, 42],
      ],
      c,
      { smooth: false },
    ),
    line(
      [
        [0, 30],
        [100, 28],
      ],
      0.4,
    ),
    line(
      [
        [0, 36],
        [101, 34],
      ],
      0.4,
    ),
    shape(
      [
        [4, 12],
        [98, 13],
        [97, 25],
        [3, 26],
      ],
      b,
      { smooth: false },
    ),
    line(
      [
        [12, 14],
        [12, 25],
      ],
      0.5,
    ),
    line(
      [
        [88, 14],
        [88, 25],
      ],
      0.5,
    ),
    shape(
      [
        [-2, 0],
        [94, 2],
        [96, 12],
        [-3, 13],
      ],
      a,
      { smooth: false },
    ),
    line(
      [
        [4, 5],
        [90, 6.5],
      ],
      0.4,
    ),
  ];
}

/** A small scalloped cloud. */
export function cloud(cx: number, cy: number, size: number, wash: string): Drawing {
  const points: Point[] = [];
  for (let index = 0; index < 14; index += 1) {
    const angle = (index / 14) * Math.PI * 2;
    const r = index % 2 === 0 ? 1 : 0.78;
    points.push([cx + Math.cos(angle) * size * 1.6 * r, cy + Math.sin(angle) * size * 0.7 * r]);
  }
  return [shape(points, wash, { washOpacity: 0.35 })];
}
