/** Query string of a server-paged, searched list (`page`, `limit`, `search` + filters). */
export interface ListParams {
  page: number;
  limit: number;
  search: string;
}

export function listQuery(params: Partial<ListParams> & Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
