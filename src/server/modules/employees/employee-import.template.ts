/**
 * The file to fill in for an import: the columns it reads. As CSV, the header line; as an Excel
 * workbook, the header on the first sheet (ID and phone kept as text, so a leading 0 stays; dates
 * as dates) with drop-downs of the choices, listed on a second sheet with the departments.
 */
import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import { DESIGNATIONS, GENDERS, MARITAL_STATUSES } from '#shared/constants.js';
import { EMPLOYEE_ROLES } from '#shared/roles.js';
import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_LIMITS } from '#shared/schemas/employee-import.js';
import type { Db } from '../../db/client.js';
import { departments } from '../../db/schema/index.js';
import { csvLine } from '../../lib/csv.js';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEXT_COLUMNS = new Set(['employeeId', 'emp_phone']);
const DATE_COLUMNS = new Set(['hire_date', 'dob']);

async function choices(db: Db): Promise<Record<string, readonly string[]>> {
  const names = await db.select({ name: departments.name }).from(departments).orderBy(asc(departments.name));
  return {
    department: names.map((row) => row.name),
    role: EMPLOYEE_ROLES,
    designation: DESIGNATIONS,
    gender: GENDERS,
    marital_status: MARITAL_STATUSES,
  };
}

/** The sheet's data validations by range (in exceljs, not in its type declarations). */
interface DataValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: DataValidations }).dataValidations;

/** Column letters A, B, … (the template has a dozen columns). */
const letter = (index: number) => String.fromCharCode(65 + index);

async function workbook(db: Db): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = book.addWorksheet('Choices');
  const options = await choices(db);
  const lastRow = EMPLOYEE_IMPORT_LIMITS.rows + 1;
  sheet.columns = EMPLOYEE_IMPORT_COLUMNS.map((column) => ({
    header: column.label,
    key: column.key,
    width: Math.max(14, column.label.length + 4),
    ...(TEXT_COLUMNS.has(column.key) ? { style: { numFmt: '@' } } : {}),
    ...(DATE_COLUMNS.has(column.key) ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  let listColumn = 0;
  EMPLOYEE_IMPORT_COLUMNS.forEach((column, index) => {
    const list = options[column.key];
    if (!list?.length) return;
    const at = letter(listColumn++);
    lists.getColumn(at).values = [column.label, ...list];
    lists.getColumn(at).width = Math.max(16, ...list.map((item) => item.length + 2));
    validations(sheet).add(`${letter(index)}2:${letter(index)}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`Choices!$${at}$2:$${at}$${list.length + 1}`],
    });
  });
  lists.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function employeeTemplate(db: Db, format: 'csv' | 'xlsx'): Promise<TemplateFile> {
  if (format === 'xlsx') {
    return { fileName: 'Employees_import.xlsx', contentType: XLSX_TYPE, body: await workbook(db) };
  }
  return {
    fileName: 'Employees_import.csv',
    contentType: 'text/csv; charset=utf-8',
    body: `\uFEFF${csvLine(EMPLOYEE_IMPORT_COLUMNS.map((column) => column.label))}`,
  };
}
