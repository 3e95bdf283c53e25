import { z } from 'zod';
import type { Area } from './areas.js';
import { endpoint } from './endpoint.js';
import { exportQuerySchema } from '../schemas/export.js';

/** Where every list's export is: `GET /api/export/<list>?format=csv|xlsx&…the list's filters and sort…`. */
export const EXPORT_PATH = '/api/export';

const fileSchema = z.string().meta({
  description:
    'The file, streamed as an attachment named after the list and the day: text/csv (UTF-8, RFC 4180) or ' +
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (one sheet, a bold header row).',
});

/**
 * The export of a list: every row the list's filters keep, in its sort, holding only what the
 * caller may see in that list, as CSV or XLSX. `query` is the list's own query schema (its paging
 * is dropped, `format` added).
 */
export function exportEndpoint<const L extends string, const T extends readonly Area[], Q extends z.ZodObject>(spec: {
  list: L;
  tags: T;
  summary: string;
  query: Q;
}) {
  return endpoint({
    method: 'GET',
    path: `${EXPORT_PATH}/${spec.list}` as `/api/export/${L}`,
    tags: spec.tags,
    summary: spec.summary,
    query: exportQuerySchema(spec.query),
    responses: { 200: fileSchema },
  });
}
