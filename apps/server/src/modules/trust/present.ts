/** Every trust row → contract shape: a rating, a price flag. */
import type { PriceFlag, Rating } from '@lorrybazaar/contract';
import { DIRECTION } from './context.js';
import { editableUntil, isFinal } from './policy.js';
import type * as repo from './trust.repository.js';

export function presentRating(record: repo.RatingRecord, now: Date): Rating {
  return {
    rating_id: record.id,
    schedule_id: record.schedule_id,
    stars: record.stars,
    tags: record.tags,
    comment: record.comment,
    createdAt: new Date(record.created_at).toISOString(),
    updatedAt: new Date(record.updated_at).toISOString(),
    editable_until: editableUntil(record).toISOString(),
    final: isFinal(record, now),
  };
}

export const presentFlag = (row: Awaited<ReturnType<typeof repo.flags>>[number]): PriceFlag => ({
  flag_id: row.id,
  bid_id: row.bid_id,
  users_id: row.user_id,
  loads_id: row.load_id,
  amount: row.amount,
  low: row.low,
  high: row.high,
  direction: row.direction === DIRECTION.below ? 'below' : 'above',
  createdAt: row.created_at,
});
