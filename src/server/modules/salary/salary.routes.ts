import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SALARY_MSG } from '../../../shared/messages/salary.js';
import {
  payeeJsonSchema,
  payeeQuerySchema,
  salaryInputSchema,
  salaryJsonSchema,
  salaryListQuerySchema,
} from '../../../shared/schemas/salary.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import * as service from './salary.service.js';

export async function salaryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Salary'];

  r.get('/api/salary/getAllSalaries', {
    config: { access: ['admin', 'moderator'] },
    schema: {
      tags,
      summary: 'Salaries, newest pay date first (page, limit, search optional)',
      querystring: salaryListQuerySchema,
      response: { 200: z.object({ success: z.literal(true), result: z.array(salaryJsonSchema), total: z.number().optional() }) },
    },
    handler: async (request) => {
      const page = await service.listSalaries(ctx.db, request.query, ctx.cache);
      return { success: true as const, result: page.rows, ...(page.total !== undefined ? { total: page.total } : {}) };
    },
  });

  r.get('/api/salary/getSalary/:userId', {
    config: { access: ['admin', 'moderator', 'employee', 'manager'] },
    schema: {
      tags,
      summary: "A person's salaries (employees and managers: their own)",
      params: z.object({ userId: z.uuid({ error: 'Invalid id.' }) }),
      response: { 200: z.object({ success: z.literal(true), result: z.array(salaryJsonSchema) }) },
    },
    handler: async (request) => ({
      success: true as const,
      result: await service.listPersonSalaries(ctx.db, principalOf(request), request.params.userId),
    }),
  });

  r.get('/api/salary/payees', {
    config: { access: ['admin', 'moderator'] },
    schema: {
      tags,
      summary: 'People a salary can be paid to, by name (search, limit ≤ 50; default 20)',
      querystring: payeeQuerySchema,
      response: { 200: z.object({ success: z.literal(true), result: z.array(payeeJsonSchema) }) },
    },
    handler: async (request) => ({ success: true as const, result: await service.listPayees(ctx.db, request.query) }),
  });

  r.post('/api/salary/addSalary', {
    config: { idempotent: true, access: ['admin', 'moderator'] },
    schema: {
      tags,
      summary: 'Record a salary; the net is computed on the server',
      body: salaryInputSchema,
      response: { 201: z.object({ success: z.literal(true), message: z.string(), data: salaryJsonSchema }) },
    },
    handler: async (request, reply) => {
      const data = await service.addSalary(ctx.db, principalOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: SALARY_MSG.added, data });
    },
  });

  r.get('/api/salary/getTotalSalary', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Total net salary paid',
      response: { 200: z.object({ success: z.literal(true), totalSalary: z.array(z.object({ totalAmount: z.number() })) }) },
    },
    handler: async () => ({ success: true as const, totalSalary: await ctx.cache.get('salaries:net-total', () => service.totalSalary(ctx.db)) }),
  });

  r.get('/api/salary/monthly-summary', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Net salary paid per month of a year (default: this year)',
      querystring: z.object({ year: z.coerce.number().int().min(1970).max(2999).optional() }),
      response: { 200: z.array(z.object({ name: z.string(), salary: z.number() })) },
    },
    handler: async (request) => {
      const year = request.query.year ?? new Date().getUTCFullYear();
      return ctx.cache.get(`salaries:monthly:${year}`, () => service.monthlySummary(ctx.db, year));
    },
  });
}
