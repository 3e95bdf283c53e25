import type { EmploymentStatus } from '#shared/list-columns.js';

/**
 * What an empty people list says. It claims nothing it cannot know: an empty Left view after a
 * reactivation means nobody is marked as having left now, not that nobody ever left; and a page
 * past the end (its last row reactivated or deleted) says the list goes on before it.
 */
export function peopleEmptyText(
  kind: 'employees' | 'managers',
  { query, status, total }: { query: string; status: EmploymentStatus; total: number | undefined },
): string {
  if (total !== undefined && total > 0) return `No ${kind} on this page: go back a page to see the ${total} there are.`;
  if (query) return `No ${kind} match “${query}”.`;
  if (status === 'former') return `No former ${kind}: nobody is marked as having left.`;
  return `No ${kind} yet.`;
}
