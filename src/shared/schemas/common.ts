import { z } from 'zod';

export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});

export const messageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

export const idParamSchema = z.object({ id: z.uuid({ error: 'Invalid id.' }) });
