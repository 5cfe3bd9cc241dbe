const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A moment as the owner's browser writes dates and times. */
export function formatTime(ms: number): string {
  return dateTime.format(new Date(ms));
}
