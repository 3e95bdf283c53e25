import { z } from 'zod';
import { MSG } from '../messages.js';

export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});

export const messageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

export const idParamSchema = z.object({ id: z.uuid({ error: 'Invalid id.' }) });

/** Whose records (a leave or salary history): a person's user or employee id, the caller's own when left out. */
export const personQuerySchema = z.object({ employee: z.uuid({ error: 'Invalid employee id.' }).optional() });

/** Why a record is corrected or removed: required, kept in the audit trail. */
export const reasonSchema = z
  .string({ error: MSG.reasonRequired })
  .trim()
  .min(1, { error: MSG.reasonRequired })
  .max(500, { error: MSG.reasonTooLong });

export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonBody = z.infer<typeof reasonBodySchema>;
