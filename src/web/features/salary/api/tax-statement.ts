import { useMutation, useQuery } from '@tanstack/react-query';
import { requestPathOf } from '#shared/api/endpoint.js';
import { payslipsApi } from '#shared/api/payslips.js';
import type { TaxYearJson } from '#shared/schemas/tax-statement.js';
import { apiRequest } from '#web/lib/api-client.js';
import { callQuery } from '#web/lib/call.js';
import { saveFile } from '#web/lib/save-file.js';

/** The fiscal years in which a person (user or employee id; one's own when left out) has posted payslips. */
export function useTaxYears(employee?: string) {
  return useQuery({
    ...callQuery(payslipsApi.taxYears, { query: employee ? { employee } : {} }),
    select: (response) => response.result,
  });
}

/**
 * Fetches a fiscal year's tax statement and hands it to the browser's downloads; a refusal (a year
 * emptied meanwhile, a lost session) comes back as the server's message instead of a JSON page.
 */
export function useDownloadTaxStatement(employee?: string) {
  return useMutation({
    mutationFn: async (year: TaxYearJson) => {
      const path = requestPathOf(payslipsApi.taxStatement.path, {
        query: { year: String(year.fiscalYear), ...(employee ? { employee } : {}) },
      });
      saveFile(await apiRequest<Blob>(path, { as: 'blob' }), year.fileName);
    },
  });
}
