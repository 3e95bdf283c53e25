/** Messages shared by every file import: each row checked first, then all rows saved or none. */
export const IMPORT_MSG = {
  fileRequired: 'Choose a file.',
  fileTooLarge: (kilobytes: number) =>
    `The file is larger than ${kilobytes >= 1024 ? `${kilobytes / 1024} MB` : `${kilobytes} kB`}. Split it and import the parts.`,
  readFailed: 'The file could not be read.',
  columns: (expected: string[], missing: string[]) =>
    `The first line of the CSV must name the columns ${expected.join(', ')}; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
  noRows: 'The file has no rows under its header line.',
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-US')} rows. Split it and import the parts.`,
  chooseAgain: 'Nothing is imported while a row has an error: fix the file and choose it again.',
  rowErrors: (count: number) => (count === 1 ? 'One row has an error.' : `${count} rows have errors.`),
  fixRows: (count: number) =>
    `${count === 1 ? 'One row has an error' : `${count} rows have errors`}. Fix the file and try again.`,
} as const;
