import { useQuery } from '@tanstack/react-query';
import { pathOf, queryStringOf } from '#shared/api/endpoint.js';
import { payslipsApi } from '#shared/api/payslips.js';
import type { PayslipBatchQuery } from '#shared/schemas/payslips.js';
import { callQuery } from '#web/lib/call.js';

/** A salary record's payslip PDF: a plain link, so the browser downloads it with the session cookie. */
export const payslipUrl = (salaryId: string) => pathOf(payslipsApi.pdf.path, { id: salaryId });

/** A department's payslips of a month as one ZIP, streamed by the server into the browser's download. */
export const payslipZipUrl = (query: PayslipBatchQuery) => payslipsApi.zip.path + queryStringOf(query);

/** How many payslips the ZIP would hold (HR), once both a month and a department are chosen. */
export function usePayslipBatch(query: { month: string; department: string }) {
  return useQuery({
    ...callQuery(payslipsApi.batch, { query }),
    enabled: Boolean(query.month && query.department),
  });
}
