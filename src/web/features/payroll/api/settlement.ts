import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settlementApi } from '#shared/api/settlement.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';

/** A leaver's final settlement: the draft as it stands, or the finalised statement. */
export function useSettlement(id: string) {
  return useQuery({ ...callQuery(settlementApi.get, { params: { id } }), select: (answer) => answer.result });
}

/** Where the browser downloads the finalised statement (the session cookie goes with the link). */
export const statementUrl = (id: string) => settlementApi.pdf.path.replace(':id', id);

export type RecoveryBody = InputOf<typeof settlementApi.addRecovery>['body'];

/** A change lands in the settlement's answer, the salary lists (a finalised payslip) and the trail. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidateAreas(queryClient, 'Payroll', 'Salary', 'Audit');

export function useAddRecovery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecoveryBody) => call(settlementApi.addRecovery, { params: { id }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useRemoveRecovery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recoveryId: string) => call(settlementApi.removeRecovery, { params: { id, recoveryId } }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useFinaliseSettlement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `net`: the draft's net as the page shows it (the server refuses a draft that changed since). */
    mutationFn: (net: number) => call(settlementApi.finalise, { params: { id }, body: { net } }),
    onSuccess: () => refresh(queryClient),
  });
}
