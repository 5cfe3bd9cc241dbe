/** The year a project sorts by: the first year given, so "2023/2025" sorts as 2023. */
export function sortYear(year: string): number {
  const first = /\d{4}/.exec(year);
  return first ? Number(first[0]) : 0;
}

/**
 * Newest first by the first year given. The sort is stable, so projects of the same year keep
 * the order they are given in (the content order: project folder names, alphabetically).
 */
export function newestFirst<T extends { year: string }>(projects: readonly T[]): T[] {
  return [...projects].sort((a, b) => sortYear(b.year) - sortYear(a.year));
}
