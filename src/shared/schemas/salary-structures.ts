import { z } from 'zod';
import { payDateWindow } from '../bounds.js';
import { SALARY_COMPONENT_KINDS, SALARY_COMPONENT_METHODS, SALARY_COMPONENTS } from '../constants.js';
import { STRUCTURE_MSG } from '../messages/salary-structures.js';
import { structureProblem, type ComponentRule } from '../pay-lines.js';
import { reasonSchema } from './common.js';
import { moneyAmount } from './salary.js';

/** The months a revision may take effect from: the pay-date window's first month to this month. */
export function revisionMonthWindow(today?: string) {
  const { earliest } = payDateWindow(today);
  const latest = (today ?? new Date().toISOString()).slice(0, 7);
  return { earliest: earliest.slice(0, 7), latest };
}

/** A percentage with at most 2 decimals, 0–100, as basis points. */
const percentSchema = z
  .union([z.number(), z.string()], { error: STRUCTURE_MSG.percentInvalid })
  .transform((value, ctx) => {
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(String(value).trim());
    const bp = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!(bp >= 0 && bp <= 10_000)) {
      ctx.addIssue({ code: 'custom', message: STRUCTURE_MSG.percentInvalid });
      return z.NEVER;
    }
    return bp;
  });

const componentInputSchema = z
  .object({
    component: z.enum(SALARY_COMPONENTS, { error: STRUCTURE_MSG.componentUnknown }),
    method: z.enum(SALARY_COMPONENT_METHODS, { error: STRUCTURE_MSG.methodInvalid }),
    amount: moneyAmount().optional(),
    percent: percentSchema.optional().nullable(),
    of: z.enum(SALARY_COMPONENTS, { error: STRUCTURE_MSG.percentOfRequired }).optional().nullable(),
  })
  .transform((input, ctx): ComponentRule => {
    if (input.method === 'percent' && (input.percent === undefined || input.percent === null)) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: STRUCTURE_MSG.percentInvalid });
      return z.NEVER;
    }
    if (input.method === 'percent' && !input.of) {
      ctx.addIssue({ code: 'custom', path: ['of'], message: STRUCTURE_MSG.percentOfRequired });
      return z.NEVER;
    }
    return input.method === 'fixed'
      ? { component: input.component, method: 'fixed', amountCents: input.amount ?? 0, percentBp: null, of: null }
      : { component: input.component, method: 'percent', amountCents: null, percentBp: input.percent!, of: input.of! };
  });

/** A revision: the month it takes effect from (its first day), its components, and why. */
export const structureInputSchema = z
  .object({
    effectiveMonth: z
      .string({ error: STRUCTURE_MSG.monthRequired })
      .trim()
      .min(1, STRUCTURE_MSG.monthRequired)
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, STRUCTURE_MSG.monthInvalid),
    components: z
      .array(componentInputSchema, { error: STRUCTURE_MSG.componentsRequired })
      .min(1, STRUCTURE_MSG.componentsRequired)
      .max(20),
    reason: reasonSchema,
  })
  .superRefine((input, ctx) => {
    const { earliest, latest } = revisionMonthWindow();
    if (input.effectiveMonth > latest) {
      ctx.addIssue({ code: 'custom', path: ['effectiveMonth'], message: STRUCTURE_MSG.monthInFuture(latest) });
    } else if (input.effectiveMonth < earliest) {
      ctx.addIssue({ code: 'custom', path: ['effectiveMonth'], message: STRUCTURE_MSG.monthTooEarly(earliest) });
    }
    const problem = structureProblem(input.components);
    if (problem) ctx.addIssue({ code: 'custom', path: ['components'], message: problem });
  });
export type StructureInput = z.infer<typeof structureInputSchema>;

export const structureComponentJsonSchema = z.object({
  component: z.enum(SALARY_COMPONENTS),
  kind: z.enum(SALARY_COMPONENT_KINDS),
  method: z.enum(SALARY_COMPONENT_METHODS),
  /** The fixed amount, or null for a percentage. */
  amount: z.number().nullable(),
  percent: z.number().nullable(),
  of: z.enum(SALARY_COMPONENTS).nullable(),
  /** What the component comes to in a whole month. */
  monthly: z.number(),
});

export const structureJsonSchema = z.object({
  _id: z.string(),
  /** YYYY-MM: the structure is in force from the first day of this month. */
  effectiveFrom: z.string(),
  reason: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  components: z.array(structureComponentJsonSchema),
  /** A whole month's earnings, deductions and net. */
  earnings: z.number(),
  deductions: z.number(),
  net: z.number(),
});
export type StructureJson = z.infer<typeof structureJsonSchema>;

/** A person's structures: the one in force now (null: none yet) and every revision, newest first. */
export const personStructuresJsonSchema = z.object({
  current: structureJsonSchema.nullable(),
  history: z.array(structureJsonSchema),
});
export type PersonStructuresJson = z.infer<typeof personStructuresJsonSchema>;

/** One line of a row's or a payslip's pay, as the API gives it. */
export const payLineJsonSchema = z.object({
  key: z.string(),
  /** 'employer': paid by the employer beside the pay (the provident fund's employer share), not in the net. */
  side: z.enum([...SALARY_COMPONENT_KINDS, 'employer']),
  amount: z.number(),
  /** YYYY-MM: arrears (or a recovery) for that month; null: this month's own. */
  month: z.string().nullable(),
});
export type PayLineJson = z.infer<typeof payLineJsonSchema>;
