import type { Sharp } from "sharp";
import { aquatica } from "./aquatica.ts";
import { flashy } from "./flashy.ts";
import { florescence } from "./florescence.ts";
import { flowersCaptured } from "./flowers-captured.ts";
import { homeSlides } from "./home-slides.ts";
import type { Random } from "./random.ts";
import { ropesInTension } from "./ropes-in-tension.ts";
import { selfPortraits } from "./self-portraits.ts";
import { studioPortrait } from "./studio-portrait.ts";
import { superCats } from "./super-cats.ts";

/** Every picture the generator paints, by its path under content/. */
export type Artwork = {
  file: string;
  width: number;
  height: number;
  paint: (random: Random) => Promise<Sharp>;
};

type Series = readonly { width: number; height: number; paint: Artwork["paint"] }[];

function project(id: string, series: Series): Artwork[] {
  return series.map((artwork, index) => ({
    file: `projects/${id}/${String(index + 1).padStart(2, "0")}.jpg`,
    ...artwork,
  }));
}

export const catalogue: readonly Artwork[] = [
  ...project("super-cats", superCats),
  ...project("self-portraits", selfPortraits),
  ...project("project-3", flowersCaptured),
  ...project("flashy", flashy),
  ...project("aquatica", aquatica),
  ...project("ropes-in-tension", ropesInTension),
  ...project("florescence-fluorescence", florescence),
  ...homeSlides.map((slide, index) => ({ file: `home/slide-${index + 1}.jpg`, ...slide })),
  { file: "about/portrait.jpg", ...studioPortrait },
];
