/**
 * Payslips as mail attachments, made when the mail is sent (the outbox holds only a reference):
 * the PDF of the salary record as it is then, optionally locked with the person's password.
 */
import type { Db } from '../../db/client.js';
import type { MailFile } from '../../lib/mailer.js';
import type { PayslipSettings } from './payslip-pdf.js';
import { payslipPdf } from './payslip-render.js';
import { payslipToMail } from './payslips.service.js';

/**
 * The password of a protected payslip: the employee ID and the date of birth as DDMMYYYY
 * (`EMP-7`, 1990-03-05 → `EMP-705031990`) — what the person knows and a stranger who finds the
 * mail does not; the rule is said in the mail and on the run's screen (PAYSLIP_PASSWORD_RULE).
 */
export function payslipPassword(employeeCode: string, dob: string): string {
  const [year, month, day] = dob.split('-');
  return `${employeeCode}${day}${month}${year}`;
}

/** Makes the PDF a queued payslip mail refers to. A record deleted since fails the mail (the admin sees why). */
export function payslipAttachments(db: Db, settings: () => PayslipSettings) {
  return async (ref: { id: string; name: string; protect?: boolean }): Promise<MailFile> => {
    const found = await payslipToMail(db, ref.id);
    if (!found) throw new Error('The payslip was deleted after the mail was queued.');
    const { slip, dob } = found;
    const password = ref.protect ? payslipPassword(slip.employeeCode, dob) : undefined;
    const content = await payslipPdf(slip, settings(), password);
    return { filename: ref.name, content, contentType: 'application/pdf' };
  };
}
