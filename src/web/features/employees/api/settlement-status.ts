import { useQuery } from '@tanstack/react-query';
import { settlementApi } from '#shared/api/settlement.js';
import { callQuery } from '#web/lib/call.js';

/** Whether a leaver's final settlement is a draft or finalised (asked only for someone who left). */
export function useSettlementStatus(id: string, left: boolean) {
  return useQuery({
    ...callQuery(settlementApi.get, { params: { id } }),
    enabled: left,
    select: (answer) => answer.result.status,
  });
}
