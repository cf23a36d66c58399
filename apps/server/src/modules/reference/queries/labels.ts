import type { Language } from '@lorrybazaar/contract';
import { tables, type Labels, type Named, type ReferenceContext } from '../context.js';
import { localName } from '../place-index.js';

/**
 * Names by id in one language (and each capacity's tonnes), for listing rows that carry only
 * the ids: the marketplace's page queries need no joins to the reference tables.
 */
export async function labels(ctx: ReferenceContext, lng: Language): Promise<Labels> {
  let hit = ctx.cache.labels.get(lng);
  if (!hit) {
    const { materials, capacities, truckTypes } = await tables(ctx);
    const byId = <T extends Named, V>(list: T[], value: (row: T) => V) =>
      new Map(list.map((row) => [String(row.id), value(row)]));
    hit = {
      material: byId(materials, (row) => localName(row, lng)),
      capacity: byId(capacities, (row) => ({ name: localName(row, lng), tonnes: row.tonnes })),
      truckType: byId(truckTypes, (row) => localName(row, lng)),
    };
    ctx.cache.labels.set(lng, hit);
  }
  return hit;
}

/** For the marketplace rules: a row by id, or undefined. */
export const material = async (ctx: ReferenceContext, id: number) =>
  (await tables(ctx)).materials.find((row) => row.id === id);
export const capacity = async (ctx: ReferenceContext, id: number) =>
  (await tables(ctx)).capacities.find((row) => row.id === id);
export const truckType = async (ctx: ReferenceContext, id: number) =>
  (await tables(ctx)).truckTypes.find((row) => row.id === id);
