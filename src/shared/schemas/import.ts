import { z } from 'zod';
import { reasonSchema } from './common.js';

/** The file types an import takes: the browser's file picker is limited to them. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const;

/**
 * An import upload as the OpenAPI document shows it: `multipart/form-data` with the file in
 * `file` — a CSV (UTF-8, or Windows-1252 as Excel saves it) or an Excel workbook (.xlsx, its first
 * sheet). A JSON object `{ fileName, text }` with the CSV as text is taken as well.
 */
export const importFormSchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'A CSV or an Excel workbook (.xlsx): its first sheet' }),
});

/** An import that changes records for a reason (audited with it). */
export const importWithReasonFormSchema = importFormSchema.extend({ reason: reasonSchema });
