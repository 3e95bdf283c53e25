/**
 * The payroll settings (issue 29), kept with the organisation's other settings (the work_settings
 * row): the pro-rating basis, whether absences are deducted, and the change warning's percentage.
 * A draft copies them when it is made, so changing them never changes a draft already made.
 */
import { sql } from 'drizzle-orm';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import type { PayrollSettings } from '#shared/schemas/payroll.js';
import type { Db, Tx } from '../../db/client.js';
import { workSettings } from '../../db/schema/index.js';
import type { Actor } from '../../auth/actor.js';
import { recordAudit } from '../audit/index.js';

/** The audit trail's id for the payroll settings (one setting row, no uuid of its own). */
export const PAYROLL_SETTINGS_AUDIT_ID = '00000000-0000-4000-8000-0000000f0a11';

const DEFAULTS: PayrollSettings = { basis: 'calendar', deductAbsence: false, changePercent: 20 };

export async function payrollSettings(db: Db | Tx): Promise<PayrollSettings> {
  const [row] = await db
    .select({
      basis: workSettings.payrollBasis,
      deductAbsence: workSettings.payrollDeductAbsence,
      changePercent: workSettings.payrollChangePercent,
    })
    .from(workSettings)
    .limit(1);
  return row ?? DEFAULTS;
}

const same = (a: PayrollSettings, b: PayrollSettings) =>
  a.basis === b.basis && a.deductAbsence === b.deductAbsence && a.changePercent === b.changePercent;

/** Saves the settings; saves take turns (the row's table is locked), and a change is audited. */
export async function setPayrollSettings(db: Db, actor: Actor, input: PayrollSettings) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${workSettings} in exclusive mode`);
    const before = await payrollSettings(tx);
    if (same(before, input)) return { settings: before, message: PAYROLL_MSG.settingsUnchanged };
    const values = {
      payrollBasis: input.basis,
      payrollDeductAbsence: input.deductAbsence,
      payrollChangePercent: input.changePercent,
      updatedBy: actor.principal.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(workSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: workSettings.id, set: values });
    await recordAudit(tx, actor, {
      action: 'payroll.settings',
      subject: 'payroll',
      subjectId: PAYROLL_SETTINGS_AUDIT_ID,
      person: null,
      before: { ...before },
      after: { ...input },
    });
    return { settings: input, message: PAYROLL_MSG.settingsSaved };
  });
}
