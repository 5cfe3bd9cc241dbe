import type { Random } from "./random.ts";

export type Rgb = readonly [number, number, number];

export function fromHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex(colour: Rgb): string {
  const part = (value: number): string =>
    Math.round(Math.min(Math.max(value, 0), 255))
      .toString(16)
      .padStart(2, "0");
  return `#${part(colour[0])}${part(colour[1])}${part(colour[2])}`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function mixHex(a: string, b: string, t: number): string {
  return toHex(mix(fromHex(a), fromHex(b), t));
}

/** Multiplies brightness: below 1 darkens, above 1 lightens. */
export function scale(colour: Rgb, factor: number): Rgb {
  return [colour[0] * factor, colour[1] * factor, colour[2] * factor];
}

/** A colour near the given one, as a painter's mixes never come out twice the same. */
export function vary(colour: Rgb, random: Random, amount: number): Rgb {
  const shift = random.normal() * amount;
  return [
    colour[0] + shift + random.normal() * amount * 0.6,
    colour[1] + shift + random.normal() * amount * 0.6,
    colour[2] + shift + random.normal() * amount * 0.6,
  ];
}
