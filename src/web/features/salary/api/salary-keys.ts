/** Every salary query starts with 'salaries', so one invalidation refreshes all of them. */
export const salaryKeys = {
  all: ['salaries'] as const,
  list: (params: { search: string; page: number; limit: number }) => ['salaries', 'list', params] as const,
  person: (id: string) => ['salaries', 'person', id] as const,
  payees: ['salaries', 'payees'] as const,
  employee: (id: string) => ['salaries', 'employee', id] as const,
};
