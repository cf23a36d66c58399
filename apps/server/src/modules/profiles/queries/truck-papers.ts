import {
  documentStatusName,
  TRUCK_PAPER_TYPE,
  type DocumentStatus,
  type TruckPapers,
} from '@lorrybazaar/contract';
import type { ProfilesContext } from '../context.js';
import * as repo from '../profiles.repository.js';

/** Where the checks of these trucks' current papers stand (Your Trucks; decision 046), by truck id. */
export async function truckPapers(ctx: ProfilesContext, truckIds: readonly number[]) {
  const papers = new Map<number, TruckPapers>(truckIds.map((id) => [id, { rc: null, insurance: null }]));
  if (truckIds.length === 0) return papers;
  for (const row of await repo.truckPaperRows(ctx.db, truckIds)) {
    const truck = papers.get(Number(row.truck_id));
    const status = documentStatusName(String(row.status) as DocumentStatus);
    const state = { status, reason: status === 'rejected' ? row.reason : null };
    if (!truck) continue;
    if (row.type_id === TRUCK_PAPER_TYPE.rc) truck.rc = state;
    else if (row.type_id === TRUCK_PAPER_TYPE.insurance) truck.insurance = state;
  }
  return papers;
}
