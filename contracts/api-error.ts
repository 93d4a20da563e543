import * as z from 'zod/mini';

/** Every error answer of the API: a stable code, a Swedish message, and per-field messages for bad input. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});

export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
