import type { ScheduledMoment } from "../../../core/studio/publish-api.ts";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A live time as project.md writes it (`2027-03-14 18:00`, already the site's local time) in
 * the Studio's words: "14 Mar 2027, 18:00". The year is always said: a window may be set far
 * ahead. Undefined for text that is not such a time (a hand edit the form reports).
 */
export function liveTimeWords(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})$/.exec(local.trim());
  if (!match) return undefined;
  const [, year, month, day, time] = match;
  const name = months[Number(month) - 1];
  return name === undefined ? undefined : `${Number(day)} ${name} ${year}, ${time}`;
}

/** A project's window as its line in the projects' list says it, or undefined without one. */
export function liveWindowMark(liveFrom: string, liveUntil: string): string | undefined {
  const from = liveTimeWords(liveFrom);
  const until = liveTimeWords(liveUntil);
  if (from && until) return `Goes live ${from}, comes down ${until}`;
  if (from) return `Goes live ${from}`;
  if (until) return `Comes down ${until}`;
  return undefined;
}

/** A scheduled moment in the site's time zone, as project.md would write it. */
function localTime({ at, timeZone }: ScheduledMoment): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** "Harbour Lights goes live 14 Mar 2027, 18:00 (Europe/Paris)". */
export function scheduledMomentWords(moment: ScheduledMoment): string {
  const when = liveTimeWords(localTime(moment)) ?? localTime(moment);
  return `${moment.title} ${moment.change} ${when} (${moment.timeZone})`;
}

/** A live time for a `datetime-local` input, which wants a `T` between the date and the time. */
export function inputValue(local: string): string {
  return local.replace(" ", "T");
}
