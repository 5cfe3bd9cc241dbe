import type { Sharp } from "sharp";
import { paintAcrylic } from "./acrylic.ts";
import type { Random } from "./random.ts";

/**
 * The About page's portrait: a painting, in the self-portraits' acrylic manner, of a stylised
 * figure at work in the studio. No face is shown, so it stands for the artist without
 * pretending to be anyone.
 */
const width = 1600;
const height = 2000;

function studioScene(): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 100 125">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d8ccb6"/><stop offset="1" stop-color="#9c8e78"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a7552"/><stop offset="1" stop-color="#5e4330"/></linearGradient>
    <linearGradient id="window" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbea"/><stop offset="1" stop-color="#e9f1f2"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></linearGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5d8fc0"/><stop offset="1" stop-color="#2c527c"/></linearGradient>
  </defs>
  <rect width="100" height="125" fill="url(#wall)"/>
  <rect x="0" y="92" width="100" height="33" fill="url(#floor)"/>
  <path d="M0 100 L100 98 M0 108 L100 105 M0 117 L100 113" stroke="#4a3424" stroke-width="0.5"/>
  <rect x="5" y="8" width="30" height="56" fill="#6e5c48"/>
  <rect x="7" y="10" width="26" height="52" fill="url(#window)"/>
  <path d="M20 10 V62 M7 36 H33" stroke="#6e5c48" stroke-width="1.6"/>
  <path d="M7 62 L33 62 L80 125 L30 125 Z" fill="url(#beam)"/>
  <path d="M60 40 L56 118 M90 40 L94 118 M75 30 L76 112" stroke="#5a3e28" stroke-width="1.6"/>
  <rect x="54" y="20" width="42" height="58" fill="#f0ebe1"/>
  <path d="M54 78 L96 78 L96 80 L54 80 Z" fill="#5a3e28"/>
  <path d="M58 28 Q70 22 82 30 Q90 36 92 50 L80 56 Q70 44 58 44 Z" fill="#2f5f9c" opacity="0.9"/>
  <circle cx="70" cy="60" r="8" fill="#e0a53a"/>
  <path d="M60 70 Q72 62 88 70" stroke="#c0392b" stroke-width="2.5" fill="none"/>
  <path d="M84 24 L92 40 M86 50 L90 72" stroke="#4a4a4a" stroke-width="0.5"/>
  <rect x="4" y="92" width="18" height="2" fill="#6b4c32"/>
  <path d="M6 94 L6 112 M20 94 L20 112" stroke="#6b4c32" stroke-width="1.4"/>
  <rect x="7" y="86" width="3.5" height="6" fill="#d94f3a"/>
  <rect x="12" y="84" width="3.5" height="8" fill="#3c7fc0"/>
  <rect x="17" y="87" width="3" height="5" fill="#e8c23a"/>
  <path d="M13.7 84 L12.5 76 M14.2 84 L15.8 77" stroke="#5a3e28" stroke-width="0.6"/>
  <path d="M31 92 L47 92 L46 94 L32 94 Z" fill="#6b4c32"/>
  <path d="M33 94 L31 118 M45 94 L47 118 M39 94 L39 116" stroke="#6b4c32" stroke-width="1.2"/>
  <path d="M34 84 L48 84 L56 90 L56 95 L46 94 L34 92 Z" fill="#2e2a28"/>
  <path d="M52 91 L56 91 L57 114 L53 114 Z" fill="#2e2a28"/>
  <path d="M51 114 L59 114 L59 117 L50 117 Z" fill="#1d1a18"/>
  <path d="M33 60 Q40 56 46 60 L49 86 L33 87 Q31 72 33 60 Z" fill="url(#shirt)"/>
  <path d="M45 62 L52 71 L57 62" stroke="#3d6a98" stroke-width="3.2" fill="none" stroke-linejoin="round"/>
  <circle cx="57.5" cy="61" r="1.6" fill="#d39a78"/>
  <path d="M57.5 61 L61 55" stroke="#3a2a1a" stroke-width="0.7"/>
  <path d="M34 64 L36 78 L44 84" stroke="#35608d" stroke-width="3" fill="none" stroke-linejoin="round"/>
  <rect x="38" y="54" width="4" height="5" fill="#c98e6c"/>
  <circle cx="40" cy="50" r="5.8" fill="#c98e6c"/>
  <path d="M34.3 50 Q34 43 40 43.5 Q45.5 43.5 45.8 48.5 L43 47.5 Q40 49 37 53.5 Q35 53.5 34.3 50 Z" fill="#2a1d1a"/>
  <path d="M37 52 Q34 56 36 58 Q33 57 34 52 Z" fill="#2a1d1a"/>
</svg>`);
}

export const studioPortrait = {
  width,
  height,
  paint: (random: Random): Promise<Sharp> =>
    paintAcrylic(width, height, random, studioScene(), { flow: -1.1 }),
};
