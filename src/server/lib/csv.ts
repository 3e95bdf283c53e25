/**
 * Text that starts like a spreadsheet formula (`=`, `+`, `-`, `@`, a tab or a carriage return)
 * with a `'` before it, so a name such as `=HYPERLINK(...)` stays text in a spreadsheet — in a
 * CSV file and in an XLSX cell alike (lib/export.ts). A plain signed number (`+8801711000000`, a
 * phone number; `-2.5`) carries nothing to run and is left as it is.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^[+-]\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/**
 * The text `defuseFormula` guarded, as it was: a cell that starts with the guard's `'` before a
 * formula's first character loses it (an export or an error report loaded back). Any other `'`
 * stays.
 */
export function restoreFormulaText(text: string): string {
  return text.startsWith("'") && defuseFormula(text.slice(1)) === text ? text.slice(1) : text;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break (RFC 4180), and defused when
 * it is text that starts like a spreadsheet formula. A number is written as it is (`-2` is a
 * number to a spreadsheet, not a formula).
 */
export function csvField(value: string | number | null | undefined): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : defuseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export interface CsvRecord {
  /** The line the record starts on (1-based), for messages. */
  line: number;
  fields: string[];
}

/**
 * Reads CSV text (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; LF or
 * CRLF; a byte-order mark ignored) into records, leaving out blank lines. Throws a RangeError
 * naming the line where a quoted field is left open.
 */
export function csvRecords(text: string): CsvRecord[] {
  return [...eachCsvRecord(text)];
}

/** `csvRecords` one record at a time, so a reader can stop early (a file with too many rows). */
export function* eachCsvRecord(text: string): Generator<CsvRecord> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRecord = (): CsvRecord | null => {
    fields.push(field);
    const record = fields.length > 1 || fields[0]!.trim() !== '' ? { line: start, fields } : null;
    fields = [];
    field = '';
    return record;
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      const record = endRecord();
      if (record) yield record;
      line += 1;
      start = line;
    } else field += char;
  }
  if (quoted) throw new RangeError(`A quoted value that starts on line ${start} is not closed.`);
  const last = endRecord();
  if (last) yield last;
}
