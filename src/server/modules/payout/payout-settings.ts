/** The payout settings: the bank file's layout and whether mailed payslips are locked with a password. */
import { sql } from 'drizzle-orm';
import { PAYOUT_MSG } from '#shared/messages/payout.js';
import type { PayoutSettings } from '#shared/schemas/payout.js';
import type { Actor } from '../../auth/actor.js';
import type { Db, Tx } from '../../db/client.js';
import { payoutSettings as table } from '../../db/schema/index.js';
import { recordAudit } from '../audit/index.js';

/** The audit trail's id for the payout settings (one setting row, no uuid of its own). */
export const PAYOUT_SETTINGS_AUDIT_ID = '00000000-0000-4000-8000-0000000f0a12';

/** Until HR chooses: every column a bank usually asks for, a header row, commas, no total line. */
export const DEFAULT_PAYOUT: PayoutSettings = {
  bankLayout: {
    columns: [
      'employeeCode',
      'accountName',
      'accountNumber',
      'routingCode',
      'bankName',
      'amount',
      'payDate',
      'reference',
    ],
    header: true,
    delimiter: ',',
    totalLine: false,
  },
  protectPdfs: false,
};

export async function payoutSettings(db: Db | Tx): Promise<PayoutSettings> {
  const [row] = await db.select({ bankLayout: table.bankLayout, protectPdfs: table.protectPdfs }).from(table).limit(1);
  return row
    ? { bankLayout: row.bankLayout as PayoutSettings['bankLayout'], protectPdfs: row.protectPdfs }
    : DEFAULT_PAYOUT;
}

/** Compared field by field: jsonb keeps keys in its own order. */
const same = (a: PayoutSettings, b: PayoutSettings) =>
  a.protectPdfs === b.protectPdfs &&
  a.bankLayout.header === b.bankLayout.header &&
  a.bankLayout.delimiter === b.bankLayout.delimiter &&
  a.bankLayout.totalLine === b.bankLayout.totalLine &&
  a.bankLayout.columns.join() === b.bankLayout.columns.join();

export async function setPayoutSettings(db: Db, actor: Actor, input: PayoutSettings) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${table} in exclusive mode`);
    const before = await payoutSettings(tx);
    if (same(before, input)) {
      return { settings: before, message: PAYOUT_MSG.settingsUnchanged };
    }
    const values = { ...input, updatedBy: actor.principal.userId, updatedAt: new Date() };
    await tx
      .insert(table)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: table.id, set: values });
    await recordAudit(tx, actor, {
      action: 'payroll.payout_settings',
      subject: 'payroll',
      subjectId: PAYOUT_SETTINGS_AUDIT_ID,
      person: null,
      before: { ...before },
      after: { ...input },
    });
    return { settings: input, message: PAYOUT_MSG.settingsSaved };
  });
}
