import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

export interface AchievementCounts {
  loadsPosted: number;
  trucksPosted: number;
  bidsWon: number;
  schedulesCompleted: number;
  memberSince: Date;
}

/**
 * The user's figures in one round trip, read through what trade publishes (migration 0020:
 * `trade_listings`, `trade_trips`); every part is an index scan by user id: their loads
 * (loads_owner) and postings (truck_postings_owner; a posting's user is its truck's owner), and
 * the trips on either side (schedules_load_owner, schedules_truck_owner) with their bid's bidder
 * by primary key. A bid won is a bid of the user that became a trip (an accepted bid always has
 * exactly one trip: schedules_one_per_bid, set in the accept's transaction), so it is counted
 * from the user's trips. A trip with another account of the user's own mobile (one person on both
 * sides, decision 042) is no achievement: its other side's owner is read by primary key.
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
      WITH me AS (SELECT mobile FROM users WHERE id = ${userId}),
      trips AS (
        SELECT t.delivered, t.bidder_id FROM trade_trips t JOIN users o ON o.id = t.truck_owner_id
         WHERE t.load_owner_id = ${userId} AND o.mobile <> (SELECT mobile FROM me)
        UNION ALL
        SELECT t.delivered, t.bidder_id FROM trade_trips t JOIN users o ON o.id = t.load_owner_id
         WHERE t.truck_owner_id = ${userId} AND o.mobile <> (SELECT mobile FROM me)
      )
      SELECT u.created_at,
             (SELECT count(*) FROM trade_listings WHERE kind = 'load' AND user_id = ${userId})::int AS loads_posted,
             (SELECT count(*) FROM trade_listings WHERE kind = 'posting' AND user_id = ${userId})::int
               AS trucks_posted,
             (SELECT count(*) FROM trips WHERE bidder_id = ${userId})::int AS bids_won,
             (SELECT count(*) FROM trips WHERE delivered)::int AS schedules_completed
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
