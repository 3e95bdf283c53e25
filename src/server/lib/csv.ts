/**
 * One CSV field: quoted when it holds a comma, quote or line break (RFC 4180), and defused when
 * it starts like a spreadsheet formula, so a name such as `=HYPERLINK(...)` stays text.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
