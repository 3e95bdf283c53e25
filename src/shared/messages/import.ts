/** Messages shared by every file import: each row checked first, then all rows saved or none. */
export const IMPORT_MSG = {
  fileRequired: 'Choose a file.',
  fileTooLarge: (kilobytes: number) =>
    `The file is larger than ${kilobytes >= 1024 ? `${kilobytes / 1024} MB` : `${kilobytes} kB`}. Split it and import the parts.`,
  readFailed: 'The file could not be read.',
  notSpreadsheet: 'The file is not a CSV or an Excel workbook (.xlsx). Save it as one of these and choose it again.',
  unpackedTooLarge:
    'The workbook holds far more data than its rows need. Copy the rows into a new workbook and import that.',
  readTooLong: 'The workbook took too long to read. Copy the rows into a new workbook (values only) and import that.',
  busy: 'Other files are being read just now. Try again in a minute.',
  formula: (cell: string) =>
    `Cell ${cell} holds a formula. Imports take values only: copy the cells and paste them as values, then choose the file again.`,
  columns: (expected: string[], missing: string[]) =>
    `The first line of the file must name the columns ${expected.join(', ')}; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
  noRows: 'The file has no rows under its header line.',
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-US')} rows. Split it and import the parts.`,
  chooseAgain: 'Nothing is imported while a row has an error: fix the file and choose it again.',
  rowErrors: (count: number) => (count === 1 ? 'One row has an error.' : `${count} rows have errors.`),
  fixRows: (count: number) =>
    `${count === 1 ? 'One row has an error' : `${count} rows have errors`}. Fix the file and try again.`,
} as const;
