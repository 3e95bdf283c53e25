import { z } from 'zod';

/**
 * What every paged list accepts: `page` (from 1) and `limit` (up to 100) for a page and its total,
 * and a `search` text. Without `page` a list answers in full, as the original clients expect.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  search: z.string().trim().max(100).optional(),
});
