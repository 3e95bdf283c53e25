import { z } from 'zod';
import { BANK_COLUMNS, BANK_DELIMITERS, PAYOUT_MSG } from '../messages/payout.js';
import { lineText } from './common.js';

const text = (what: string, required: string, max: number) =>
  lineText(what, { error: required }).min(1, required).max(max, PAYOUT_MSG.tooLong(max));

/** A person's bank details as HR enters them; the account number is kept without spaces or dashes, in capitals. */
export const bankAccountInputSchema = z.object({
  bankName: text('Bank names', PAYOUT_MSG.bankNameRequired, 100),
  // A control character is refused by lineText's own message; only then is the shape checked.
  routingCode: text('Routing codes', PAYOUT_MSG.routingRequired, 20).refine(
    (value) => /[\p{Cc}\u2028\u2029]/u.test(value) || /^[A-Za-z0-9 -]{3,20}$/.test(value),
    PAYOUT_MSG.routingInvalid,
  ),
  accountName: text('Account names', PAYOUT_MSG.accountNameRequired, 100),
  accountNumber: lineText('Account numbers', { error: PAYOUT_MSG.accountNumberInvalid })
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,34}$/, PAYOUT_MSG.accountNumberInvalid)),
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;
export type BankAccount = z.output<typeof bankAccountInputSchema>;

export const bankAccountJsonSchema = bankAccountInputSchema.extend({
  accountNumber: z.string(),
  updatedAt: z.string(),
});
export type BankAccountJson = z.infer<typeof bankAccountJsonSchema>;

/** The bank file's layout: its columns in order, a header row or not, the delimiter, a total line or not. */
export const bankLayoutSchema = z.object({
  columns: z
    .array(z.enum(BANK_COLUMNS, { error: PAYOUT_MSG.columnsRequired }))
    .min(1, PAYOUT_MSG.columnsRequired)
    .refine((columns) => new Set(columns).size === columns.length, PAYOUT_MSG.columnsRepeated)
    .refine((columns) => columns.includes('amount'), PAYOUT_MSG.amountRequired),
  header: z.boolean(),
  delimiter: z.enum(BANK_DELIMITERS, { error: PAYOUT_MSG.delimiterInvalid }),
  totalLine: z.boolean(),
});
export type BankLayout = z.infer<typeof bankLayoutSchema>;

export const payoutSettingsSchema = z.object({
  bankLayout: bankLayoutSchema,
  protectPdfs: z.boolean({ error: 'Say true or false.' }),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

const personSchema = z.object({ employeeId: z.string(), code: z.string(), name: z.string() });

/** One line of a run's journal: a pay component, on the debit or the credit side. */
export const journalLineSchema = z.object({
  component: z.string(),
  account: z.string(),
  side: z.enum(['debit', 'credit']),
  amount: z.number(),
});
export type JournalLine = z.infer<typeof journalLineSchema>;

/** What a posted run sends out: who has no bank details or no email, how many were mailed, and the journal. */
export const payoutJsonSchema = z.object({
  runId: z.string(),
  posted: z.boolean(),
  people: z.number(),
  net: z.number(),
  missingBank: z.array(personSchema),
  noEmail: z.array(personSchema),
  mailed: z.number(),
  protectPdfs: z.boolean(),
  passwordRule: z.string().nullable(),
  journal: z.array(journalLineSchema),
  debits: z.number(),
  credits: z.number(),
});
export type PayoutJson = z.infer<typeof payoutJsonSchema>;

export const mailPayslipsInputSchema = z.object({
  again: z.boolean({ error: 'Say true or false.' }).optional().default(false),
});
