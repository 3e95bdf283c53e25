/** Paging and search of a server-paged list (`page`, `limit`, `search`), as list pages keep it. */
export interface ListParams {
  page: number;
  limit: number;
  search: string;
}
