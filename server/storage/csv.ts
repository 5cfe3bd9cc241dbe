// Spreadsheet programs run a cell that starts with one of these as a formula; visitor text
// must never be able to do that on the artist's computer.
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180), with visitor text kept from being read as a spreadsheet formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | null)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
