import { SAVED_LANES_MAX } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import type { LanesContext } from '../context.js';
import * as repo from '../lanes.repository.js';
import { presentLane } from '../present.js';

/** The caller's saved lanes, and how many they may keep. */
export async function list({ db }: LanesContext, { userId }: Actor) {
  return { data: (await repo.listOwn(db, userId)).map(presentLane), max: SAVED_LANES_MAX };
}
