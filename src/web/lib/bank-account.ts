import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutApi } from '#shared/api/payout.js';
import type { InputOf } from '#shared/api/endpoint.js';
import { call, callQuery, invalidateAreas } from './call.js';

/** A person's bank details (admins and HR officers): the payout screens and the employee's profile. */
export function useBankAccount(employeeId: string | null) {
  return useQuery({
    ...callQuery(payoutApi.bankAccount, { params: { id: employeeId ?? '' } }),
    enabled: employeeId !== null,
    select: (answer) => answer.result,
  });
}

export type BankAccountBody = InputOf<typeof payoutApi.setBankAccount>['body'];

export function useSaveBankAccount(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountBody) => call(payoutApi.setBankAccount, { params: { id: employeeId }, body }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll', 'Audit'),
  });
}

/** The reader's own bank details, the account number masked (My Profile). */
export function useOwnBankAccount() {
  return useQuery({ ...callQuery(payoutApi.ownBankAccount, {}), select: (answer) => answer.result });
}
