import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi } from '#shared/api/audit.js';
import { pathOf, queryStringOf } from '#shared/api/endpoint.js';
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

/** The CSV of everything the filters match (not only the page shown). */
export const auditCsvUrl = (filters: AuditFilters) => pathOf(auditApi.csv.path) + queryStringOf(filterQuery(filters));
