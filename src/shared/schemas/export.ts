import { z } from 'zod';

/** The file formats every list exports to. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormatSchema = z
  .enum(EXPORT_FORMATS, { error: 'Choose a file format: csv or xlsx.' })
  .default('csv')
  .describe('csv (the default) or xlsx (Excel)');

/** What a list's query has for paging, which its export has no use for. */
type Paging = 'page' | 'limit' | 'skip' | 'after';

/**
 * The query of a list's export: the list's own filters and sort (its paging left out, since an
 * export holds every row the filters keep) and `format`. Every export is described with it.
 */
export function exportQuerySchema<S extends z.ZodObject>(list: S) {
  const shape = Object.fromEntries(
    Object.entries(list.shape).filter(([key]) => !['page', 'limit', 'skip', 'after'].includes(key)),
  ) as Omit<S['shape'], Paging>;
  return z.object({ ...shape, format: exportFormatSchema });
}
