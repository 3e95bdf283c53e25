import { randomUUID } from 'node:crypto';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import type { HolidayImport, HolidayImportPreview, HolidayImportRow } from '#shared/schemas/calendar.js';
import type { Db, Tx } from '../../db/client.js';
import { holidays } from '../../db/schema/index.js';
import { badRequest, conflict, pgErrorOf } from '../../lib/errors.js';
import { errorCount, markRepeats } from '../../lib/import-table.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';
import { type HolidayFile, readHolidayFile } from './holiday-file.js';
import { holidaysOn, toHolidayJson } from './holidays.service.js';

/** The file's rows, each with the error of its own or of the file (a repeated day); nothing read from the database. */
function readRows(input: HolidayImport): HolidayFile {
  const file = readHolidayFile(input.fileName, input.text, input.year);
  return { ...file, rows: markRepeats(file.rows, (row) => row.day, CALENDAR_MSG.rowRepeated) };
}

/** Marks the rows whose day is already a holiday. */
async function markExisting(db: Db | Tx, rows: HolidayImportRow[]): Promise<HolidayImportRow[]> {
  const days = rows.filter((row) => !row.error && row.day).map((row) => row.day!);
  const existing = new Map((await holidaysOn(db, days)).map((row) => [row.day, row.name]));
  return rows.map((row) => {
    const name = row.error || !row.day ? undefined : existing.get(row.day);
    return name === undefined ? row : { ...row, error: CALENDAR_MSG.rowExists(name) };
  });
}

/** What an import would do: every row of the year with its error or none. Nothing is saved. */
export async function previewImport(db: Db, input: HolidayImport): Promise<HolidayImportPreview> {
  const file = readRows(input);
  const rows = await markExisting(db, file.rows);
  return { format: file.format, year: input.year, rows, errors: errorCount(rows), outside: file.outside };
}

/**
 * Imports every row of the file or none. A row with an error of its own refuses the import (400);
 * a day that is already a holiday, found first or by the unique day when another import won the
 * race, refuses it with a 409. One audit row tells what was imported.
 */
export async function importHolidays(db: Db, actor: Actor, input: HolidayImport) {
  const file = readRows(input);
  if (!file.rows.length) throw badRequest(CALENDAR_MSG.nothingToImport(input.year), { field: 'file' });
  const errors = errorCount(file.rows);
  if (errors) throw badRequest(CALENDAR_MSG.fixRows(errors), { field: 'file' });
  try {
    return await db.transaction(async (tx) => {
      if (errorCount(await markExisting(tx, file.rows))) throw conflict(CALENDAR_MSG.importConflict);
      const rows = await tx
        .insert(holidays)
        .values(file.rows.map((row) => ({ day: row.day!, name: row.name, createdBy: actor.principal.userId })))
        .returning();
      const days = rows.map((row) => row.day).sort();
      await recordAudit(tx, actor, {
        action: 'calendar.holiday_import',
        // An import is no one row: its own id names it in the trail.
        subject: 'calendar',
        subjectId: randomUUID(),
        person: null,
        after: { file: input.fileName, holidays: rows.length, firstDay: days[0], lastDay: days.at(-1) },
      });
      return rows.map(toHolidayJson).sort((a, b) => a.day.localeCompare(b.day));
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw conflict(CALENDAR_MSG.importConflict);
    throw error;
  }
}
