import { ErrorBodySchema } from '@lorrybazaar/contract';

/** What the public routes of the paperwork share: their tag, their errors, their limit per address. */
export const tags = ['paperwork'];
export const errors = {
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
/** Per address: enough for a checkpost or a driver on a shared connection, not for guessing tokens. */
export const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });
