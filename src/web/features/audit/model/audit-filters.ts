import { AUDIT_SUBJECTS, DEFAULT_PAGE_SIZE, PAGE_SIZES, type AuditSubject } from '#shared/constants.js';

/** The audit trail's filters as they live in the URL, so Back and reload restore them. */
export interface AuditFilters {
  subject: AuditSubject | '';
  personId: string;
  personName: string;
  actorId: string;
  actorName: string;
  from: string;
  to: string;
  page: number;
  limit: number;
  /** `at` or `actor`, `:desc` for descending; '' for the default (newest first). */
  sort: string;
  /** One row by its number in the trail (where a verification found it wrong); '' for every row. */
  seq: string;
}

const KEYS = ['subject', 'personId', 'personName', 'actorId', 'actorName', 'from', 'to', 'sort', 'seq'] as const;

export function filtersFrom(params: URLSearchParams): AuditFilters {
  const subject = params.get('subject') ?? '';
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    subject: (AUDIT_SUBJECTS as readonly string[]).includes(subject) ? (subject as AuditSubject) : '',
    personId: params.get('personId') ?? '',
    personName: params.get('personName') ?? '',
    actorId: params.get('actorId') ?? '',
    actorName: params.get('actorName') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    sort: params.get('sort') ?? '',
    seq: /^[1-9]\d*$/.test(params.get('seq') ?? '') ? params.get('seq')! : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The URL parameters of `filters` (defaults left out); a filter change goes back to page 1. */
export function paramsOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.limit));
  return params;
}
