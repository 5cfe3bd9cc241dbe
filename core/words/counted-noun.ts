/** "1 video", "2 videos": a count with its noun, for the build's and the content check's lines. */
export function countedNoun(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? "" : "s"}`;
}
