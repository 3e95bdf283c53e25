/** A posted run's payout: the summary on its page, the bank file (audited), payslips mailed. */
import { eq, sql } from 'drizzle-orm';
import type { SalaryType } from '#shared/constants.js';
import { monthNameOf } from '#shared/dates.js';
import { PAYROLL_MSG } from '#shared/messages/payroll.js';
import { PAYOUT_MSG, PAYSLIP_PASSWORD_RULE } from '#shared/messages/payout.js';
import type { PayoutJson } from '#shared/schemas/payout.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { payrollRuns } from '../../db/schema/index.js';
import { wakeOutbox, type QueuedMail } from '../../events/outbox.js';
import { conflict, notFound } from '../../lib/errors.js';
import { rowsOf } from '../../lib/sql.js';
import { recordAudit } from '../audit/index.js';
import { payslipFileName } from '../payslips/index.js';
import { bankFileName, bankFileOf } from './bank-file.js';
import { journalOf } from './journal.js';
import { payoutSettings } from './payout-settings.js';
import { componentSums, missingOf, paidRowsOf, postedRunOf, runOf } from './payout.queries.js';

/** What the run's page shows before anything is sent: who cannot be paid by bank or mailed, and the journal. */
export async function payoutSummary(db: Db, runId: string): Promise<PayoutJson> {
  const run = await runOf(db, runId);
  const [sums, missing, settings] = [
    await componentSums(db, runId),
    await missingOf(db, runId),
    await payoutSettings(db),
  ];
  const journal = journalOf(sums, run.bonus !== null);
  const [count] = rowsOf<{ people: number }>(
    await db.execute(
      sql`select count(*)::int as people from payroll_run_rows where run_id = ${runId}::uuid and skip is null`,
    ),
  );
  return {
    runId,
    posted: run.status === 'posted',
    people: count?.people ?? 0,
    net: journal.lines.find((line) => line.component === 'Net pay')?.amount ?? 0,
    ...missing,
    protectPdfs: settings.protectPdfs,
    passwordRule: settings.protectPdfs ? PAYSLIP_PASSWORD_RULE : null,
    journal: journal.lines,
    debits: journal.debits,
    credits: journal.credits,
  };
}

/**
 * The bank file of a posted run. Refused, naming them, while anyone paid has no bank details: a
 * person is never silently left out of the transfer. Each download is audited.
 */
export async function bankFile(db: Db, actor: Actor, runId: string) {
  const run = await postedRunOf(db, runId);
  const rows = await paidRowsOf(db, runId);
  const missing = rows.filter((row) => !row.account_number);
  if (missing.length) {
    const names = missing
      .slice(0, 10)
      .map((row) => `${row.name} (${row.code})`)
      .join(', ');
    throw conflict(PAYOUT_MSG.missingBank(missing.length, missing.length > 10 ? `${names} …` : names), {
      missing: missing.map((row) => ({ employeeId: row.employee_id, code: row.code, name: row.name })),
    });
  }
  const layout = (await payoutSettings(db)).bankLayout;
  const text = bankFileOf(rows, run, layout);
  const totalCents = rows.reduce((sum, row) => sum + Math.round(Number(row.net_salary) * 100), 0);
  await recordAudit(db, actor, {
    action: 'payroll.bank_file',
    subject: 'payroll',
    subjectId: run.id,
    person: null,
    after: { month: run.month.slice(0, 7), people: rows.length, netSalary: totalCents / 100, columns: layout.columns },
  });
  return { text, fileName: bankFileName(run) };
}

interface MailRow {
  employee_id: string;
  salary_id: string;
  code: string;
  name: string;
  email: string;
  pay_date: string;
  type: SalaryType;
}

/**
 * Queues one mail per person paid, each with a reference to their payslip (the PDF is made when
 * the mail goes): one INSERT … SELECT for the whole run. Under the run's lock, so two clicks queue
 * once; people mailed already are skipped unless `again`. People without an email are left out
 * (the page names them).
 */
export async function mailPayslips(db: Db, actor: Actor, runId: string, again: boolean, organisation: string) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, runId)).for('update');
    if (!locked) throw notFound(PAYROLL_MSG.notFound);
    if (locked.status !== 'posted') throw conflict(PAYOUT_MSG.notPosted);
    const run = await runOf(tx, runId);
    const { protectPdfs } = await payoutSettings(tx);
    const rows = rowsOf<MailRow>(
      await tx.execute(sql`
        select r.employee_id, r.salary_id, e.employee_code as code, u.name, u.email, s.pay_date::text as pay_date, s.type
        from payroll_run_rows r
        join salaries s on s.id = r.salary_id
        join employees e on e.id = r.employee_id
        join users u on u.id = e.user_id
        where r.run_id = ${runId}::uuid and r.skip is null and trim(u.email) <> ''
          ${again ? sql`` : sql`and r.mailed_at is null`}`),
    );
    if (!rows.length) throw conflict(PAYOUT_MSG.mailNothing);
    const month = monthNameOf(run.month);
    // A festival bonus run's mail names the bonus, not the month's salary.
    const mails = rows.map((row): QueuedMail => ({
      to: row.email,
      subject: run.bonus
        ? PAYOUT_MSG.bonusMailSubject(organisation, run.bonus)
        : PAYOUT_MSG.mailSubject(organisation, month),
      text: run.bonus
        ? PAYOUT_MSG.bonusMailText(row.name, run.bonus, protectPdfs)
        : PAYOUT_MSG.mailText(row.name, month, protectPdfs),
      topic: 'payslip',
      attachment: {
        kind: 'payslip',
        id: row.salary_id,
        protect: protectPdfs,
        name: payslipFileName({ payDate: row.pay_date, employeeCode: row.code, name: row.name, type: row.type }),
      },
    }));
    await tx.execute(
      sql`insert into outbox (kind, payload) select 'mail', value from jsonb_array_elements(${JSON.stringify(mails)}::jsonb)`,
    );
    await tx.execute(sql`
      update payroll_run_rows set mailed_at = now()
      where run_id = ${runId}::uuid
        and employee_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(rows.map((row) => row.employee_id))}::jsonb))`);
    await recordAudit(tx, actor, {
      action: 'payroll.mail_payslips',
      subject: 'payroll',
      subjectId: run.id,
      person: null,
      after: { month: run.month.slice(0, 7), people: rows.length, again, protectPdfs },
    });
    await wakeOutbox(tx);
    const noEmail = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select count(*)::int as n from payroll_run_rows r join employees e on e.id = r.employee_id
        join users u on u.id = e.user_id where r.run_id = ${runId}::uuid and r.skip is null and trim(u.email) = ''`),
    )[0]!.n;
    return { message: PAYOUT_MSG.mailQueued(rows.length), result: { queued: rows.length, noEmail } };
  });
}
