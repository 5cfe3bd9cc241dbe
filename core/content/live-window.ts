import { z } from "zod";

/**
 * A moment as project.md writes it, in the site's time zone: `2027-03-14 18:00`. A browser's
 * `datetime-local` input gives the same with a `T`, which is taken too.
 */
const localTimePattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

const localTimeHint = "must be a date and time such as 2027-03-14 18:00";

/** Writes a YAML date (`live-from: 2027-03-14`, read as midnight UTC) as a local time. */
function fromYamlDate(value: unknown): unknown {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return value;
  return value.toISOString().slice(0, 16).replace("T", " ");
}

/** The parts of a local time, when it is one that exists on a calendar. */
function localParts(text: string): number[] | undefined {
  const match = localTimePattern.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24;
  return real && minute < 60 ? [year, month, day, hour, minute] : undefined;
}

/** A `liveFrom` or `liveUntil` field: a local time, kept as `YYYY-MM-DD HH:MM`. */
export const localTimeSchema = z.preprocess(
  fromYamlDate,
  z
    .string({ error: localTimeHint })
    .trim()
    .refine((text) => localParts(text) !== undefined, { message: localTimeHint })
    .transform((text) => text.replace("T", " ")),
);

/** When a project is on the site: absent ends are open (always live without either). */
export interface LiveWindow {
  liveFrom?: string;
  liveUntil?: string;
}

/** The problem of a window whose end is not after its start, or none. */
export function windowProblem({ liveFrom, liveUntil }: LiveWindow): string | undefined {
  if (liveFrom === undefined || liveUntil === undefined) return undefined;
  // The same fixed format in the same zone: text order is time order.
  return liveUntil > liveFrom
    ? undefined
    : `must be after liveFrom (${liveFrom}): the project would never be on the site`;
}

/** An IANA time zone name (`Europe/Paris`), as `Intl` knows it. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local time of `timeZone` names. A time the clocks skip (a spring-forward hour)
 * is taken as the same clock time before the change, that is an hour later on the clocks.
 */
export function instantOf(local: string, timeZone: string): number {
  const parts = localParts(local.replace("T", " "));
  if (!parts) throw new Error(`"${local}" ${localTimeHint}`);
  const [year, month, day, hour, minute] = parts as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/** Where a project stands at `now` against its window. */
export type LiveStanding = "live" | "not yet live" | "taken down";

export function liveStanding(window: LiveWindow, timeZone: string, now: number): LiveStanding {
  if (window.liveFrom !== undefined && now < instantOf(window.liveFrom, timeZone)) {
    return "not yet live";
  }
  if (window.liveUntil !== undefined && now >= instantOf(window.liveUntil, timeZone)) {
    return "taken down";
  }
  return "live";
}

/** The window's next opening or closing after `now`, or undefined when none is ahead. */
export function nextChange(window: LiveWindow, timeZone: string, now: number): number | undefined {
  const moments = [window.liveFrom, window.liveUntil]
    .filter((local): local is string => local !== undefined)
    .map((local) => instantOf(local, timeZone))
    .filter((instant) => instant > now);
  return moments.length > 0 ? Math.min(...moments) : undefined;
}
