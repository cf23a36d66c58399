import type { OpsContext } from '../context.js';

/** Payments and mandates (docs/decisions/035): recent ones, or a mobile's or a gateway id's. */
export const payments = ({ membership }: OpsContext, query: string | undefined) =>
  membership.queries.opsPayments(query);
