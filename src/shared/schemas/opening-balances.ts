import { z } from 'zod';
import { OPENING_MSG } from '../messages/opening-balances.js';
import { plainDecimal } from './common.js';

/** At most this much of a file, and this many rows (10,000 people × 3 types fit with room). */
export const OPENING_IMPORT_LIMITS = { kilobytes: 4096, rows: 50_000 } as const;

/** The columns of an opening-balances file: those of the balance report's CSV, so an export can be edited and loaded. */
export const OPENING_COLUMNS = [
  { key: 'employeeId', label: 'Employee ID' },
  { key: 'leaveType', label: 'Leave Type' },
  { key: 'available', label: 'Available' },
] as const;

/** The days a person has of a type on go-live: half days, and below zero only where the type allows it. */
export const openingDaysSchema = plainDecimal(OPENING_MSG.available).refine(
  (n) => n >= -366 && n <= 366 && Number.isInteger(n * 2),
  OPENING_MSG.available,
);

export const openingRowSchema = z.object({
  /** 'Line 3' of the file. */
  source: z.string(),
  employeeId: z.string(),
  /** The person's name once the employee ID is found. */
  name: z.string().nullable(),
  leaveType: z.string(),
  /** The days the file gives; null when the cell is not a number. */
  available: z.number().nullable(),
  /** The days the ledger has now, and what loading the row adds (negative: takes away). */
  current: z.number().nullable(),
  change: z.number().nullable(),
  error: z.string().nullable(),
});
export type OpeningRow = z.infer<typeof openingRowSchema>;

export const openingPreviewSchema = z.object({
  /** Opening balances are loaded into the current leave year. */
  year: z.number(),
  rows: z.array(openingRowSchema),
  /** Rows with an error: nothing is loaded while there is one. */
  errors: z.number(),
  /** Rows that change a balance (the others already have their days). */
  changes: z.number(),
});
export type OpeningPreview = z.infer<typeof openingPreviewSchema>;

/** What a load did: the rows read and the balances changed. */
export const openingLoadedSchema = z.object({ year: z.number(), rows: z.number(), changes: z.number() });
