import { LANES_CODES } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { notFound } from '../../../lib/http-error.js';
import type { LanesContext } from '../context.js';
import * as repo from '../lanes.repository.js';

/** Removes one of the caller's lanes; 404 for another's or none. */
export async function remove({ db }: LanesContext, actor: Actor, laneId: number): Promise<void> {
  if (!(await repo.remove(db, actor.userId, laneId))) throw notFound(LANES_CODES.notFound);
}
