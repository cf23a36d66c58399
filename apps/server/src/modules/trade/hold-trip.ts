import type { DbOrTx } from '../../db/client.js';
import { lockTrip } from './sql/trips.js';

/**
 * For another module's transaction that must not cross a call-off (decision 054): holds the
 * trip's row (`FOR UPDATE`, the last lock of trade's one order, commands/accept-bid.ts) until that
 * transaction ends, and answers the trip's status code as of the lock, so a cancel committed
 * first is seen and one coming second waits. Undefined when there is no such trip.
 */
export async function holdTrip(tx: DbOrTx, scheduleId: number): Promise<number | undefined> {
  return (await lockTrip(tx, scheduleId))?.status;
}
