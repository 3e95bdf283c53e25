import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutApi } from '#shared/api/payout.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** A run's payout: people without bank details or email, payslips mailed, the journal. */
export function usePayout(runId: string) {
  return useQuery({ ...callQuery(payoutApi.summary, { params: { id: runId } }), select: (answer) => answer.result });
}

/** Where the browser downloads a run's files (the session cookie goes with the link). */
export const bankFileUrl = (runId: string) => payoutApi.bankFile.path.replace(':id', runId);
export const registerUrl = (runId: string) => payoutApi.register.path.replace(':id', runId);

export function useMailPayslips(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (again: boolean) => call(payoutApi.mailPayslips, { params: { id: runId }, body: { again } }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll', 'Audit'),
  });
}

export function usePayoutSettings() {
  return useQuery({ ...callQuery(payoutApi.settings, {}), select: (answer) => answer.result });
}

export type PayoutSettingsBody = InputOf<typeof payoutApi.setSettings>['body'];

export function useSavePayoutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutSettingsBody) => call(payoutApi.setSettings, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll', 'Audit'),
  });
}
