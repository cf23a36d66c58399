import type { PriceFlag } from '@lorrybazaar/contract';
import type { TrustContext } from '../context.js';
import { presentFlag } from '../present.js';
import * as repo from '../trust.repository.js';

/** Unusual prices for the operators' console, newest first (`before`: the last flag_id seen). */
export async function priceFlags(
  { db }: TrustContext,
  limit = 50,
  before: number | null = null,
): Promise<PriceFlag[]> {
  return (await repo.flags(db, limit, before)).map(presentFlag);
}
