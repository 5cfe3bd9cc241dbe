export type Row = [section: string, figure: string, value: string];

/** A markdown table, columns padded so it also reads well as plain text. */
export function markdownTable(header: Row, rows: readonly Row[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const rule = `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
