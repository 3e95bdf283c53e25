import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi } from '#shared/api/audit.js';
import { AUDIT_SORTS } from '#shared/list-columns.js';
import { callQuery } from '#web/lib/call.js';
import { withSort } from '#web/lib/list-params.js';
import type { AuditFilters } from '../model/audit-filters.js';

const filterQuery = (filters: AuditFilters) => ({
  personId: filters.personId,
  actorId: filters.actorId,
  subject: filters.subject,
  from: filters.from,
  to: filters.to,
  seq: filters.seq,
});

/** One page of the audit trail, filtered on the server. */
export function useAuditTrail(filters: AuditFilters) {
  return useQuery({
    ...callQuery(auditApi.list, {
      query: {
        ...filterQuery(filters),
        ...withSort({ page: filters.page, limit: filters.limit, search: '', sort: filters.sort }, AUDIT_SORTS),
      },
    }),
    placeholderData: keepPreviousData,
  });
}

/** What the trail's export is asked for: the screen's filters and sort (every row they keep). */
export function auditExportQuery(filters: AuditFilters) {
  const { sort } = withSort({ page: 1, limit: 1, search: '', sort: filters.sort }, AUDIT_SORTS);
  return { ...filterQuery(filters), ...(sort ? { sort } : {}) };
}
