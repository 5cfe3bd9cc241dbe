import type { Sharp } from "sharp";
import { paintAcrylic, shade } from "./acrylic.ts";
import { n } from "./geometry.ts";
import type { Random } from "./random.ts";

/** The four acrylic self-portraits of "Self": one sitter, four moods, four palettes. */

type Sitter = {
  background: [string, string];
  /** A large, simple shape behind the head that breaks up the background. */
  field: string;
  skin: string;
  skinShadow: string;
  hair: string;
  hairStyle: "long" | "short" | "bun";
  top: string;
  lips: string;
  /** -1 (turned to the viewer's left) to 1 (to the right). */
  turn: number;
  /** Head tilt in degrees. */
  tilt: number;
  eyesClosed: boolean;
  /** How much of the picture the head fills. */
  zoom: number;
};

/** The width of the scene is 100 units; its height follows the picture's proportions. */
function sitterScene(sitter: Sitter, aspect: number): Buffer {
  const height = 100 / aspect;
  const pixelWidth = 320;
  const { turn } = sitter;
  const featureShift = turn * 4.5;
  const nearEye = 1 - Math.max(turn, 0) * 0.35;
  const farEye = 1 - Math.max(-turn, 0) * 0.35;
  const eye = (x: number, width: number): string =>
    sitter.eyesClosed
      ? `<path d="M${n(x - 3.4 * width)} -2 Q${n(x)} 0.6 ${n(x + 3.4 * width)} -2" stroke="#2a1b17" stroke-width="0.8" fill="none"/>
         <path d="M${n(x - 3.6 * width)} -2.6 Q${n(x)} -4.2 ${n(x + 3.6 * width)} -2.6" stroke="${shade(sitter.skinShadow, 0.9)}" stroke-width="1.2" fill="none"/>`
      : `<ellipse cx="${n(x)}" cy="-2" rx="${n(3.2 * width)}" ry="1.5" fill="#efe6da"/>
         <circle cx="${n(x + turn * 0.8)}" cy="-2" r="1.35" fill="#3b2618"/>
         <circle cx="${n(x + turn * 0.8)}" cy="-2" r="0.6" fill="#0e0908"/>
         <circle cx="${n(x + turn * 0.8 - 0.5)}" cy="-2.5" r="0.35" fill="#fff"/>
         <path d="M${n(x - 3.4 * width)} -1.8 Q${n(x)} -4.4 ${n(x + 3.4 * width)} -2" stroke="#20140f" stroke-width="0.7" fill="none"/>`;
  const hairBack =
    sitter.hairStyle === "long"
      ? `<path d="M-21 -6 Q-24 -30 0 -31 Q24 -30 21 -6 L24 30 Q12 36 0 30 Q-12 36 -24 30 Z" fill="${sitter.hair}"/>`
      : sitter.hairStyle === "bun"
        ? `<circle cx="${n(-turn * 6)}" cy="-30" r="9" fill="${sitter.hair}"/><ellipse cx="0" cy="-9" rx="19.5" ry="21" fill="${sitter.hair}"/>`
        : `<ellipse cx="0" cy="-10" rx="19" ry="19" fill="${sitter.hair}"/>`;
  const fringe =
    sitter.hairStyle === "short"
      ? `<path d="M-18 -6 Q-19 -27 0 -27 Q19 -27 18 -6 Q14 -18 4 -19 Q-4 -14 -12 -17 Q-16 -13 -18 -6 Z" fill="${sitter.hair}"/>`
      : `<path d="M-18 -2 Q-19 -27 0 -27 Q19 -27 18 -2 Q15 -17 ${n(3 + turn * 3)} -20 Q-10 -17 -18 -2 Z" fill="${sitter.hair}"/>`;
  const head = `
    ${hairBack}
    <path d="M-7 14 L7 14 L9 34 L-9 34 Z" fill="${sitter.skinShadow}"/>
    <path d="M-6 24 Q0 31 7 24 L8 30 L-7 30 Z" fill="${shade(sitter.skinShadow, 0.8)}"/>
    <ellipse cx="${n(16.5 - turn * 2)}" cy="0" rx="2.6" ry="5" fill="${sitter.skinShadow}" opacity="${turn > 0.3 ? 0 : 1}"/>
    <ellipse cx="${n(-16.5 - turn * 2)}" cy="0" rx="2.6" ry="5" fill="${sitter.skin}" opacity="${turn < -0.3 ? 0 : 1}"/>
    <ellipse cx="${n(turn * 1.5)}" cy="0" rx="16.5" ry="21.5" fill="url(#skin)"/>
    <path d="M${n(9 + turn * 2)} -16 Q${n(18 + turn)} -2 ${n(11 + turn * 2)} 16 Q${n(6 + turn)} 20 ${n(2 + turn)} 21 Q${n(14 + turn)} 4 ${n(9 + turn * 2)} -16 Z" fill="${sitter.skinShadow}" opacity="0.55"/>
    ${fringe}
    <ellipse cx="${n(-8 + featureShift)}" cy="7" rx="4" ry="2.6" fill="${sitter.lips}" opacity="0.25"/>
    <ellipse cx="${n(8 + featureShift)}" cy="7" rx="4" ry="2.6" fill="${sitter.lips}" opacity="0.25"/>
    ${eye(-6.5 + featureShift, farEye)}
    ${eye(6.5 + featureShift, nearEye)}
    <path d="M${n(-10 + featureShift)} -6.8 Q${n(-6.5 + featureShift)} -9 ${n(-3 + featureShift)} -7" stroke="${shade(sitter.hair, 1.1)}" stroke-width="1.3" fill="none"/>
    <path d="M${n(3 + featureShift)} -7 Q${n(6.5 + featureShift)} -9 ${n(10 + featureShift)} -6.8" stroke="${shade(sitter.hair, 1.1)}" stroke-width="1.3" fill="none"/>
    <path d="M${n(featureShift + 0.5)} -3 Q${n(featureShift + 2.6)} 4 ${n(featureShift + 2.4)} 7.5" stroke="${shade(sitter.skinShadow, 0.9)}" stroke-width="1.2" fill="none"/>
    <ellipse cx="${n(featureShift - 0.6)}" cy="3" rx="1" ry="3.6" fill="${shade(sitter.skin, 1.12)}" opacity="0.8"/>
    <ellipse cx="${n(featureShift - 1.6)}" cy="8.3" rx="0.9" ry="0.5" fill="#3a2019"/>
    <ellipse cx="${n(featureShift + 1.6)}" cy="8.3" rx="0.9" ry="0.5" fill="#3a2019"/>
    <path d="M${n(featureShift - 4.6)} 13 Q${n(featureShift - 1.5)} 11 ${n(featureShift)} 12 Q${n(featureShift + 1.5)} 11 ${n(featureShift + 4.6)} 13 Q${n(featureShift)} 13.6 ${n(featureShift - 4.6)} 13 Z" fill="${shade(sitter.lips, 0.8)}"/>
    <path d="M${n(featureShift - 4.4)} 13.1 Q${n(featureShift)} 17.2 ${n(featureShift + 4.4)} 13.1 Z" fill="${sitter.lips}"/>
    <path d="M${n(featureShift - 4.6)} 13 Q${n(featureShift)} 14 ${n(featureShift + 4.6)} 13" stroke="#3b1a16" stroke-width="0.5" fill="none"/>
    <ellipse cx="${n(-6 + featureShift)}" cy="-13" rx="5" ry="2.5" fill="${shade(sitter.skin, 1.12)}" opacity="0.7"/>`;
  const body = `<path d="M-48 90 Q-46 44 -11 32 L11 32 Q46 44 48 90 L60 140 L-60 140 Z" fill="url(#top)"/>
    <path d="M-9 32 Q0 44 9 32" stroke="${shade(sitter.top, 0.7)}" stroke-width="1.5" fill="none"/>`;
  const defs = `
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sitter.background[0]}"/><stop offset="1" stop-color="${sitter.background[1]}"/></linearGradient>
    <radialGradient id="skin" cx="0.35" cy="0.38" r="0.75"><stop offset="0" stop-color="${shade(sitter.skin, 1.08)}"/><stop offset="0.55" stop-color="${sitter.skin}"/><stop offset="1" stop-color="${sitter.skinShadow}"/></radialGradient>
    <linearGradient id="top" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${shade(sitter.top, 1.15)}"/><stop offset="0.6" stop-color="${sitter.top}"/><stop offset="1" stop-color="${shade(sitter.top, 0.6)}"/></linearGradient>`;
  const centreY = height * 0.42;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${Math.round(pixelWidth / aspect)}" viewBox="0 0 100 ${n(height)}">
    <defs>${defs}</defs>
    <rect width="100" height="${n(height)}" fill="url(#bg)"/>
    <circle cx="${n(62 - turn * 20)}" cy="${n(centreY - 8)}" r="36" fill="${sitter.field}" opacity="0.85"/>
    <rect x="-5" y="${n(height * 0.72)}" width="110" height="${n(height * 0.4)}" fill="${shade(sitter.background[1], 0.75)}" opacity="0.5"/>
    <g transform="translate(50 ${n(centreY)}) scale(${sitter.zoom}) rotate(${sitter.tilt})">${body}${head}</g>
  </svg>`);
}

const sitters: { width: number; height: number; sitter: Sitter; flow: number }[] = [
  {
    width: 1600,
    height: 2000,
    flow: -0.9,
    sitter: {
      background: ["#24479a", "#6a8fd6"],
      field: "#f0a43a",
      skin: "#e8b28a",
      skinShadow: "#9c5f48",
      hair: "#2a1c19",
      hairStyle: "long",
      top: "#d9572a",
      lips: "#c0504a",
      turn: 0,
      tilt: 0,
      eyesClosed: false,
      zoom: 1.05,
    },
  },
  {
    width: 1500,
    height: 2000,
    flow: 0.7,
    sitter: {
      background: ["#2f6b4c", "#b2c98e"],
      field: "#e7d7a8",
      skin: "#efbfa6",
      skinShadow: "#b0727a",
      hair: "#ad3f26",
      hairStyle: "bun",
      top: "#26365e",
      lips: "#c44b5a",
      turn: -0.45,
      tilt: -4,
      eyesClosed: false,
      zoom: 1,
    },
  },
  {
    width: 1800,
    height: 1800,
    flow: -0.4,
    sitter: {
      background: ["#4a3380", "#9a7cc6"],
      field: "#3a2766",
      skin: "#f0cf74",
      skinShadow: "#8d5a9c",
      hair: "#231d38",
      hairStyle: "short",
      top: "#e0a13c",
      lips: "#d2584e",
      turn: 0.3,
      tilt: 9,
      eyesClosed: false,
      zoom: 1.45,
    },
  },
  {
    width: 1600,
    height: 2000,
    flow: 1.1,
    sitter: {
      background: ["#16595e", "#2f8c86"],
      field: "#7a2a24",
      skin: "#e7977a",
      skinShadow: "#84372c",
      hair: "#34160f",
      hairStyle: "long",
      top: "#a72d27",
      lips: "#a93a34",
      turn: -0.25,
      tilt: -7,
      eyesClosed: true,
      zoom: 1.1,
    },
  },
];

export const selfPortraits = sitters.map(({ width, height, sitter, flow }) => ({
  width,
  height,
  paint: (random: Random): Promise<Sharp> =>
    paintAcrylic(width, height, random, sitterScene(sitter, width / height), { flow }),
}));
