import ExcelJS from 'exceljs';

/** An Excel workbook whose first sheet holds `rows` (as Excel would save them). */
export async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The multipart form an import sends: the file in `file`, and the other fields. */
export function importForm(fileName: string, bytes: Buffer | string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
  return form;
}
