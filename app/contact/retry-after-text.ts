import { countedNoun } from "../../core/words/counted-noun.ts";

/** "in 45 seconds", "in 2 minutes", "in 1 hour": when a refused visitor may send again. */
export function retryAfterText(seconds: number): string {
  if (seconds <= 0) return "in a moment";
  if (seconds < 60) return `in ${countedNoun(Math.ceil(seconds), "second")}`;
  if (seconds < 3600) return `in ${countedNoun(Math.ceil(seconds / 60), "minute")}`;
  return `in ${countedNoun(Math.ceil(seconds / 3600), "hour")}`;
}
