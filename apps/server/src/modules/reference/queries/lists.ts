/** The reference lists in one language, each kept with its ETag (context.ts `answer`). */
import type { District, Language, Material, State, TruckCapacity, TruckType } from '@lorrybazaar/contract';
import { answer, tables, type ReferenceContext } from '../context.js';
import { localName } from '../place-index.js';

export const materials = (ctx: ReferenceContext, lng: Language) =>
  answer<Material>(ctx, `materials/${lng}`, async () =>
    (await tables(ctx)).materials.map((row) => ({
      materials_id: String(row.id),
      materials_name: localName(row, lng),
    })),
  );

export const truckCapacities = (ctx: ReferenceContext, lng: Language) =>
  answer<TruckCapacity>(ctx, `capacities/${lng}`, async () =>
    (await tables(ctx)).capacities.map((row) => ({
      truck_capacities_id: String(row.id),
      truck_capacities_name: localName(row, lng),
      tonnes: row.tonnes,
    })),
  );

export const truckTypes = (ctx: ReferenceContext, lng: Language) =>
  answer<TruckType>(ctx, `truckTypes/${lng}`, async () =>
    (await tables(ctx)).truckTypes.map((row) => ({
      truck_types_id: String(row.id),
      truck_types_name: localName(row, lng),
    })),
  );

export const states = (ctx: ReferenceContext, lng: Language) =>
  answer<State>(ctx, `states/${lng}`, async () =>
    (await tables(ctx)).states
      .map((row) => ({
        states_id: String(row.id),
        states_name: localName(row, lng),
        states_code: row.code,
      }))
      .sort((a, b) => a.states_name.localeCompare(b.states_name, lng)),
  );

/** A state's districts in the asked language's alphabetical order, with the English name to store. */
export const districts = (ctx: ReferenceContext, stateId: number, lng: Language) =>
  answer<District>(ctx, `districts/${stateId}/${lng}`, async () =>
    (await tables(ctx)).districts
      .filter((row) => row.stateId === stateId)
      .map((row) => ({
        districts_id: String(row.id),
        districts_name: localName(row, lng),
        states_id: String(row.stateId),
        districts_name_en: row.name,
      }))
      .sort((a, b) => a.districts_name.localeCompare(b.districts_name, lng)),
  );

/** English state and district names → one language's, for screens to show stored places in it. */
export const placeNames = (ctx: ReferenceContext, lng: Language) =>
  answer<never, Record<string, string>>(ctx, `placeNames/${lng}`, async () =>
    (await tables(ctx)).places.names(lng),
  );
