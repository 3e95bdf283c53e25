import { useMutation } from '@tanstack/react-query';
import { auditApi } from '#shared/api/audit.js';
import { call } from '#web/lib/call.js';

/** The whole trail checked along its hash chain, on demand (nothing is changed). */
export function useVerifyTrail() {
  return useMutation({ mutationFn: () => call(auditApi.verify) });
}
