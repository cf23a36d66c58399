import { sql } from 'drizzle-orm';
import { SCHEDULE_STATUS } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

const DELIVERED = Number(SCHEDULE_STATUS.delivered);

export interface AchievementCounts {
  loadsPosted: number;
  trucksPosted: number;
  bidsWon: number;
  schedulesCompleted: number;
  memberSince: Date;
}

/**
 * The user's figures in one round trip; every part is an index scan by user id:
 * loads (loads_owner), the user's trucks (trucks_owner) then their postings
 * (truck_postings_truck), and the trips on either side (schedules_load_owner,
 * schedules_truck_owner) with their bid by primary key. A bid won is a bid of the user that
 * became a trip (an accepted bid always has exactly one schedule: schedules_one_per_bid, set in
 * the accept's transaction), so it is counted from the user's trips.
 */
export async function countsOf(db: DbOrTx, userId: number): Promise<AchievementCounts | null> {
  const [row] = await rows<{
    created_at: Date | string;
    loads_posted: number;
    trucks_posted: number;
    bids_won: number;
    schedules_completed: number;
  }>(
    db,
    sql`
      WITH trips AS (
        SELECT s.status, b.bidder_id FROM schedules s JOIN bids b ON b.id = s.bid_id
         WHERE s.load_owner_id = ${userId}
        UNION ALL
        SELECT s.status, b.bidder_id FROM schedules s JOIN bids b ON b.id = s.bid_id
         WHERE s.truck_owner_id = ${userId}
      )
      SELECT u.created_at,
             (SELECT count(*) FROM loads WHERE user_id = ${userId})::int AS loads_posted,
             (SELECT count(*) FROM trucks t JOIN truck_postings p ON p.truck_id = t.id
               WHERE t.user_id = ${userId})::int AS trucks_posted,
             (SELECT count(*) FROM trips WHERE bidder_id = ${userId})::int AS bids_won,
             (SELECT count(*) FROM trips WHERE status = ${DELIVERED})::int AS schedules_completed
        FROM users u
       WHERE u.id = ${userId}`,
  );
  if (!row) return null;
  return {
    loadsPosted: Number(row.loads_posted),
    trucksPosted: Number(row.trucks_posted),
    bidsWon: Number(row.bids_won),
    schedulesCompleted: Number(row.schedules_completed),
    memberSince: new Date(row.created_at),
  };
}
