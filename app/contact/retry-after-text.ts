function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

/** "in 45 seconds", "in 2 minutes", "in 1 hour": when a refused visitor may send again. */
export function retryAfterText(seconds: number): string {
  if (seconds <= 0) return "in a moment";
  if (seconds < 60) return `in ${count(Math.ceil(seconds), "second")}`;
  if (seconds < 3600) return `in ${count(Math.ceil(seconds / 60), "minute")}`;
  return `in ${count(Math.ceil(seconds / 3600), "hour")}`;
}
