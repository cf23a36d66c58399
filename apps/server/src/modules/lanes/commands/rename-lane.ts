import { LANES_CODES, type SavedLane } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import type { LanesContext } from '../context.js';
import * as repo from '../lanes.repository.js';
import { presentLane } from '../present.js';

/** Renames one of the caller's lanes; 404 for another's or none. */
export async function rename(
  { db }: LanesContext,
  actor: Actor,
  laneId: number,
  name: string,
): Promise<SavedLane> {
  const row = await repo.rename(db, actor.userId, laneId, name);
  if (!row) throw notFound(LANES_CODES.notFound);
  return presentLane(row);
}
