import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payrollBonusApi, type BonusRowJson } from '#shared/api/payroll-bonus.js';
import type { InputOf } from '#shared/api/endpoint.js';
import type { PayrollRunJson } from '#shared/schemas/payroll.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import { payrollRowsOptions, type PayrollRowsQuery, useRunDiscarded } from './payroll.js';

export type NewBonusRun = InputOf<typeof payrollBonusApi.create>['body'];

/** Makes a festival bonus draft (refresh, post and discard go through the payroll run's own hooks). */
export function useCreateBonusRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBonusRun) => call(payrollBonusApi.create, { body }),
    onSuccess: () => invalidateAreas(queryClient, 'Payroll'),
  });
}

/** A run's row as the run page lists it: a bonus run's rows add the months served. */
export type RunRowJson = Omit<BonusRowJson, 'monthsServed' | 'hireDate'> &
  Partial<Pick<BonusRowJson, 'monthsServed' | 'hireDate'>>;

const bonusRowsOptions = (id: string, query: PayrollRowsQuery) =>
  queryOptions({ ...callQuery(payrollBonusApi.rows, { params: { id }, query }), placeholderData: keepPreviousData });

/** A run's rows, a page at a time: a bonus run's from its own endpoint (with months served). */
export function useRunRows(run: Pick<PayrollRunJson, '_id' | 'kind'>, query: PayrollRowsQuery) {
  const bonus = run.kind === 'bonus';
  const live = !useRunDiscarded(run._id);
  const monthly = useQuery({ ...payrollRowsOptions(run._id, query), enabled: live && !bonus });
  const festival = useQuery({ ...bonusRowsOptions(run._id, query), enabled: live && bonus });
  return (bonus ? festival : monthly) as typeof festival;
}
