import { z } from 'zod';
import { idParamSchema } from '../schemas/common.js';
import { payrollRowJsonSchema, payrollRowsQuerySchema, payrollRunJsonSchema } from '../schemas/payroll.js';
import { bonusRunInputSchema } from '../schemas/payroll-bonus.js';
import { endpoint } from './endpoint.js';

const tags = ['Payroll'] as const;

/** A row of a bonus run: the payroll row (its basic is the bonus) with the months served on the festival date. */
export const bonusRowJsonSchema = payrollRowJsonSchema.extend({
  monthsServed: z.number().nullable(),
  hireDate: z.string().nullable(),
});
export type BonusRowJson = z.infer<typeof bonusRowJsonSchema>;

/**
 * Festival bonus runs (issue 29): made here, then edited, refreshed, posted and discarded through
 * the payroll runs' own endpoints (payrollApi), which tell the two kinds apart.
 */
export const payrollBonusApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/payroll/bonus-runs',
    tags,
    summary:
      'Make a festival bonus draft: a percentage of each monthly basic for people employed on the festival date, full or pro-rated by service',
    body: bonusRunInputSchema,
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), result: payrollRunJsonSchema }) },
  }),
  rows: endpoint({
    method: 'GET',
    path: '/api/payroll/bonus-runs/:id/rows',
    tags,
    summary: "A bonus run's rows by name with each one's months served (show, search and paging as for a run's rows)",
    params: idParamSchema,
    query: payrollRowsQuerySchema,
    responses: {
      200: z.object({ success: z.literal(true), result: z.array(bonusRowJsonSchema), total: z.number().optional() }),
    },
  }),
};
