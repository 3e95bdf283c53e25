/**
 * Import employees from a CSV or XLSX: every row checked with Add Employee's rules (preview, and
 * a CSV report of the rows with their errors), then every row saved or none, in one transaction,
 * each person invited to set their own password. Nothing is hashed per row: there are no passwords.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EMPLOYEE_IMPORT_MSG } from '#shared/messages/employee-import.js';
import { IMPORT_MSG } from '#shared/messages/import.js';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_LIMITS,
  type EmployeeImportPreview,
  type EmployeeImportResult,
} from '#shared/schemas/employee-import.js';
import type { Db, Tx } from '../../db/client.js';
import { csvLine } from '../../lib/csv.js';
import { badRequest, conflict, pgErrorOf } from '../../lib/errors.js';
import { errorCount, readImportTable } from '../../lib/import-table.js';
import type { ImportUpload } from '../../lib/import-upload.js';
import { rowsOf } from '../../lib/sql.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';
import { invite } from '../auth/index.js';
import { checkEmployeeRows, type CheckedEmployee, type EmployeeTable } from './employee-import.rows.js';

export interface ImportSettings {
  today: string;
  /** Mail is set up (SMTP_URL): invitations are mailed; else their links are answered once. */
  mail: boolean;
  publicUrl: string;
}

/** Imports of employees take turns: the second sees the people the first added (one per process or not). */
const EMPLOYEE_IMPORT_LOCK = 727_216;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const BATCH = 2_000;

/** The file's rows under its header (parsed before any transaction: a workbook holds no connection). */
async function readEmployeeFile(upload: ImportUpload): Promise<EmployeeTable> {
  return (await readImportTable(upload.bytes, EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_LIMITS.rows)).rows;
}

const delivery = (settings: ImportSettings) => (settings.mail ? ('mail' as const) : ('links' as const));

/** Every row with its error or none, as it would be saved. Nothing is written. */
export async function previewEmployeeImport(
  db: Db,
  upload: ImportUpload,
  settings: ImportSettings,
): Promise<EmployeeImportPreview> {
  const checked = await checkEmployeeRows(db, await readEmployeeFile(upload), settings.today);
  const rows = checked.map(({ values: _values, ...row }) => row);
  return { rows, errors: errorCount(rows), invitations: delivery(settings) };
}

/** The file's rows as read, with an Error column (empty for a row that can be imported), as CSV. */
export async function employeeImportReport(db: Db, upload: ImportUpload, today: string): Promise<string> {
  const table = await readEmployeeFile(upload);
  const checked = await checkEmployeeRows(db, table, today);
  const header = csvLine([...EMPLOYEE_IMPORT_COLUMNS.map((column) => column.label), 'Error']);
  const lines = table.map(({ cells }, index) =>
    csvLine([...EMPLOYEE_IMPORT_COLUMNS.map((column) => cells[column.key]), checked[index]!.error]),
  );
  return `\uFEFF${header}${lines.join('')}`;
}

/**
 * A column of values as one array parameter, of a type both drivers send as an array (text,
 * uuid, date): enums and numbers are cast from text in the SELECT.
 */
const column = (values: (string | null)[], type: 'text' | 'uuid' | 'date' = 'text') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * The users and their employee records, a batch at a time, each batch one INSERT … SELECT FROM
 * unnest(arrays): a dozen parameters, and few objects built for them, however many rows.
 */
async function insertPeople(tx: Tx, rows: CheckedEmployee[], today: string) {
  const people = rows.map((row) => row.values!);
  const userIds = new Map<string, string>();
  for (let start = 0; start < people.length; start += BATCH) {
    const batch = people.slice(start, start + BATCH);
    const of = (pick: (person: (typeof batch)[number]) => string | null) => batch.map(pick);
    // No password until the person sets one from their invitation.
    const made = rowsOf<{ id: string; email: string }>(
      await tx.execute(sql`insert into users (name, email, role)
        select name, email, role::role
        from unnest(${column(of((p) => p.emp_name!))}, ${column(of((p) => p.emp_email!))}, ${column(of((p) => p.role!))})
          as person(name, email, role)
        returning id, email`),
    );
    for (const user of made) userIds.set(user.email, user.id);
    await tx.execute(sql`insert into employees (user_id, employee_code, phone, gender, marital_status, dob, salary,
        designation, department_id, hire_date)
      select user_id, code, phone, gender::gender, marital::marital_status, dob, salary::numeric, designation,
        department_id, hire_date
      from unnest(${column(
        of((p) => userIds.get(p.emp_email!)!),
        'uuid',
      )}, ${column(of((p) => p.employeeId!))},
        ${column(of((p) => p.emp_phone!))}, ${column(of((p) => p.gender!))}, ${column(of((p) => p.marital_status!))},
        ${column(
          of((p) => p.dob!),
          'date',
        )}, ${column(of((p) => p.salary!))}, ${column(of((p) => p.designation!))},
        ${column(
          of((p) => p.departmentId),
          'uuid',
        )}, ${column(
          of((p) => p.hire_date ?? today),
          'date',
        )})
        as person(user_id, code, phone, gender, marital, dob, salary, designation, department_id, hire_date)`);
  }
  return people.map((person) => ({
    userId: userIds.get(person.emp_email!)!,
    name: person.emp_name!,
    email: person.emp_email!,
    employeeId: person.employeeId!,
  }));
}

/**
 * Imports every row or none: a row with an error refuses the file (400) and nothing is written.
 * Users, employees, their invitation links (and, with mail, the invitation mails) and one audit
 * row for the file are written in one transaction. Imports take turns, so two of one file add
 * each person once; someone added meanwhile by Add Employee makes it a 409, with nothing written.
 */
export async function importEmployees(
  db: Db,
  actor: Actor,
  upload: ImportUpload,
  settings: ImportSettings,
): Promise<EmployeeImportResult> {
  const table = await readEmployeeFile(upload);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${EMPLOYEE_IMPORT_LOCK})`);
      const rows = await checkEmployeeRows(tx, table, settings.today);
      const errors = errorCount(rows);
      if (errors) throw badRequest(IMPORT_MSG.fixRows(errors), { field: 'file' });
      const people = await insertPeople(tx, rows, settings.today);
      const invitations = await invite(tx, people, {
        publicUrl: settings.publicUrl,
        mail: settings.mail,
        inviter: actor.principal.name,
      });
      await recordAudit(tx, actor, {
        action: 'employee.import',
        // An import is no one record: its own id names it in the trail.
        subject: 'employee',
        subjectId: randomUUID(),
        person: null,
        after: { file: upload.fileName, employees: people.length, invitations: delivery(settings) },
      });
      const links = settings.mail
        ? []
        : invitations.map((invitation, index) => ({
            employeeId: people[index]!.employeeId,
            name: invitation.name,
            email: invitation.email,
            link: invitation.link,
          }));
      return { imported: people.length, invitations: delivery(settings), links };
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw conflict(EMPLOYEE_IMPORT_MSG.changedMeanwhile, { field: 'file' });
    throw error;
  }
}
