import { z } from 'zod';

/** The body of every error answer (docs/api.md, Errors). `code` and each issue's `code` are i18n keys. */
export const ErrorBodySchema = z
  .object({
    error: z.string(),
    message: z.string(),
    code: z.string(),
    issues: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })),
    retry_after: z.number().optional(),
  })
  .passthrough();
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
