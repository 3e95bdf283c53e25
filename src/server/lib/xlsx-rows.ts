/**
 * The rows of an Excel workbook's first sheet, read without letting the file harm the server. A
 * workbook is a ZIP of XML parts. Here, on the main thread, its directory is read and what it
 * declares is checked before anything is unpacked: the parts, their unpacked sizes together and
 * how much each claims to grow. Only the parts the first sheet's cells need are then unpacked and
 * parsed, in a worker thread (xlsx-sheet.ts), within the same budget whatever the headers said,
 * with a time limit and a heap limit: a hostile file ends its own worker, and the event loop
 * keeps answering other requests while a large file is read.
 */
import { availableParallelism } from 'node:os';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { AppError, badRequest } from './errors.js';
import { WorkerPool, WorkerTaskError, workerScript } from './worker-pool.js';
import { PARTS, SHEET_PART, type SheetOutcome, type SheetRow, type SheetTask, sheetPart } from './xlsx-sheet.js';
import { type ZipEntry, zipEntries, ZipRefusal } from './zip-archive.js';

export type { SheetRow } from './xlsx-sheet.js';

/** Far above what 10,000 rows of a dozen columns unpack to (about 6 MB), far below harm. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** A workbook of a hundred sheets with their drawings has a few hundred parts. */
const MAX_PARTS = 1_000;
/**
 * Deflate packs a sheet's XML 8 to 13 times smaller (measured on exceljs's workbooks of 10,000 and
 * 50,000 rows and a sheet of 200,000 styled empty cells); a part over 1 MB that claims more than
 * 100 times is made to fill memory, not to hold rows.
 */
const MAX_RATIO = 100;
const RATIO_FROM_BYTES = 1024 * 1024;

/** One worker per core but one (the event loop keeps its own), at most two; a few files wait their turn. */
const pool = new WorkerPool<SheetTask, SheetOutcome>({
  script: workerScript(import.meta.url, 'xlsx-worker'),
  size: Math.min(2, Math.max(1, availableParallelism() - 1)),
  queue: 8,
  // 10,000 rows of a dozen columns took 1.5 s and 70,000 rows 8–15 s on a busy machine.
  timeoutMs: 30_000,
  // Those 70,000 rows (39 MB of XML) were read within a heap of 64 MB.
  resourceLimits: { maxOldGenerationSizeMb: 128 },
  idleMs: 60_000,
});

/** A ZIP file (every .xlsx is one) starts with a local file header. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

const notSpreadsheet = () => badRequest(IMPORT_MSG.notSpreadsheet, { field: 'file' });
const unpackedTooLarge = () => badRequest(IMPORT_MSG.unpackedTooLarge, { field: 'file' });

/**
 * The parts to unpack — those of PARTS the workbook has and its first sheet (sheet1.xml, or the
 * lowest number there is) — once the whole directory passes the checks.
 */
function partsToRead(bytes: Buffer): { parts: ZipEntry[]; sheetNo: string } {
  let entries: ZipEntry[];
  try {
    entries = zipEntries(bytes, MAX_PARTS);
  } catch (error) {
    throw error instanceof ZipRefusal && error.reason === 'tooLarge' ? unpackedTooLarge() : notSpreadsheet();
  }
  let declared = 0;
  for (const entry of entries) {
    declared += entry.size;
    if (entry.size > RATIO_FROM_BYTES && entry.size > MAX_RATIO * entry.packedSize) throw unpackedTooLarge();
  }
  if (declared > MAX_UNPACKED_BYTES) throw unpackedTooLarge();
  const sheets = entries.flatMap((entry) => SHEET_PART.exec(entry.name)?.[1] ?? []).map(Number);
  if (!sheets.length) throw notSpreadsheet();
  const sheetNo = String(Math.min(...sheets));
  const wanted = new Set<string>([...Object.values(PARTS), sheetPart(sheetNo)]);
  const parts = entries.filter((entry) => wanted.has(entry.name));
  // A name listed twice (one archive can) would be unpacked twice: refused like any oddity.
  if (new Set(parts.map((entry) => entry.name)).size !== parts.length) throw notSpreadsheet();
  return { parts, sheetNo };
}

/** What a failed read is answered with: the file's fault or the server's being busy; else a 500 (a bug). */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof WorkerTaskError)) return error;
  if (error.reason === 'busy') return new AppError(503, IMPORT_MSG.busy);
  if (error.reason === 'time') return badRequest(IMPORT_MSG.readTooLong, { field: 'file' });
  if (error.reason === 'memory') return unpackedTooLarge();
  return error;
}

/**
 * The first `keep` rows with any text of the workbook's first sheet, and how many such rows it
 * has. The sheet is read to its end whatever `keep` is: a formula anywhere in it refuses the file.
 */
export async function readXlsxRows(bytes: Buffer, keep: number): Promise<{ rows: SheetRow[]; total: number }> {
  const { parts, sheetNo } = partsToRead(bytes);
  // The worker gets a copy of its own (an upload's buffer may share memory with others).
  const copy = new Uint8Array(bytes);
  const task: SheetTask = { bytes: copy, parts, sheetNo, budget: MAX_UNPACKED_BYTES, keep };
  const outcome = await pool.run(task, [copy.buffer]).catch((error: unknown) => {
    throw refusalOf(error);
  });
  if ('refused' in outcome) throw outcome.refused === 'unpackedTooLarge' ? unpackedTooLarge() : notSpreadsheet();
  if ('formula' in outcome) throw badRequest(IMPORT_MSG.formula(outcome.formula), { field: 'file' });
  return outcome;
}
