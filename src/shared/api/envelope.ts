import { z } from 'zod';

/**
 * The one error envelope of the API: old clients read `error` or `message`; forms read the one
 * `field` a message belongs to, or `errors[]` for several.
 */
export const apiErrorSchema = z.looseObject({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** `{ success: true, message }`: the answer of a change that returns nothing else. */
export const doneSchema = z.object({ success: z.literal(true), message: z.string() });
