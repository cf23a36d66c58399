import { createHash } from 'node:crypto';
import {
  LANGUAGES,
  PLACES_LIMIT,
  type District,
  type Language,
  type Material,
  type Place,
  type State,
  type TruckCapacity,
  type TruckType,
} from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { LocalNames } from '../../db/schema.js';
import * as repo from './reference.repository.js';

interface Named {
  id: number;
  name: string;
  names: LocalNames;
}
export interface CapacityRow extends Named {
  tonnes: number;
}

/** English is `name`; other languages come from `names`, falling back to English. */
export const localName = (row: { name: string; names: LocalNames }, language: Language) =>
  (language === 'en' ? undefined : row.names[language]) || row.name;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A body with its strong validator: the hash of what is sent, so equal bodies share a tag. */
export interface Cached<T> {
  body: { data: T[] };
  /** `body` serialized once: the answer is sent as these bytes, not serialized per request. */
  json: string;
  etag: string;
}
const cached = <T>(data: T[]): Cached<T> => {
  const body = { data };
  const json = JSON.stringify(body);
  return {
    body,
    json,
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
};

/**
 * Reference data (materials, capacities with tonnes, truck types, states, districts). It only
 * changes with a migration, so it is read once per process and every answer is kept per
 * language with its ETag.
 */
export function createReferenceService(db: Db) {
  let loading:
    | Promise<{
        materials: Named[];
        capacities: CapacityRow[];
        truckTypes: Named[];
        states: (Named & { code: string })[];
        districts: (Named & { stateId: number })[];
      }>
    | undefined;
  const answers = new Map<string, Cached<unknown>>();
  const labels = new Map<
    Language,
    {
      material: Map<string, string>;
      capacity: Map<string, { name: string; tonnes: number }>;
      truckType: Map<string, string>;
    }
  >();

  const tables = () =>
    (loading ??= (async () => {
      const [materials, capacities, truckTypes, states, districts] = await Promise.all([
        repo.allMaterials(db),
        repo.allTruckCapacities(db),
        repo.allTruckTypes(db),
        repo.allStates(db),
        repo.allDistricts(db),
      ]);
      return {
        materials,
        capacities: capacities.map((row) => ({ ...row, tonnes: Number(row.tonnes) })),
        truckTypes,
        states,
        districts,
      };
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  async function answer<T>(key: string, build: () => Promise<T[]>): Promise<Cached<T>> {
    let hit = answers.get(key) as Cached<T> | undefined;
    if (!hit) {
      hit = cached(await build());
      answers.set(key, hit as Cached<unknown>);
    }
    return hit;
  }

  return {
    materials: (lng: Language) =>
      answer<Material>(`materials/${lng}`, async () =>
        (await tables()).materials.map((row) => ({
          materials_id: String(row.id),
          materials_name: localName(row, lng),
        })),
      ),

    truckCapacities: (lng: Language) =>
      answer<TruckCapacity>(`capacities/${lng}`, async () =>
        (await tables()).capacities.map((row) => ({
          truck_capacities_id: String(row.id),
          truck_capacities_name: localName(row, lng),
          tonnes: row.tonnes,
        })),
      ),

    truckTypes: (lng: Language) =>
      answer<TruckType>(`truckTypes/${lng}`, async () =>
        (await tables()).truckTypes.map((row) => ({
          truck_types_id: String(row.id),
          truck_types_name: localName(row, lng),
        })),
      ),

    states: (lng: Language) =>
      answer<State>(`states/${lng}`, async () =>
        (await tables()).states
          .map((row) => ({
            states_id: String(row.id),
            states_name: localName(row, lng),
            states_code: row.code,
          }))
          .sort((a, b) => a.states_name.localeCompare(b.states_name, lng)),
      ),

    /** Districts have English names only (no translations yet): every language shows them. */
    districts: (stateId: number) =>
      answer<District>(`districts/${stateId}`, async () =>
        (await tables()).districts
          .filter((row) => row.stateId === stateId)
          .map((row) => ({
            districts_id: String(row.id),
            districts_name: localName(row, 'en'),
            states_id: String(row.stateId),
          })),
      ),

    /** Location suggestions; `label` ("Pune, Maharashtra") stays English so searches find it. */
    async places(text: string, lng: Language): Promise<Cached<Place>> {
      if (text.length < 2) return cached([]);
      const found = await repo.searchDistricts(db, text, PLACES_LIMIT);
      return cached(
        found.map((row) => ({
          districts_id: row.districts_id,
          districts_name: row.districts_name,
          states_id: row.states_id,
          states_name: localName({ name: row.states_name_en, names: row.states_names }, lng),
          label: `${row.districts_name}, ${row.states_name_en}`,
        })),
      );
    },

    /**
     * Names by id in one language (and each capacity's tonnes), for listing rows that carry only
     * the ids: the marketplace's page queries need no joins to the reference tables.
     */
    async labels(lng: Language) {
      let hit = labels.get(lng);
      if (!hit) {
        const { materials, capacities, truckTypes } = await tables();
        const byId = <T extends Named, V>(list: T[], value: (row: T) => V) =>
          new Map(list.map((row) => [String(row.id), value(row)]));
        hit = {
          material: byId(materials, (row) => localName(row, lng)),
          capacity: byId(capacities, (row) => ({ name: localName(row, lng), tonnes: row.tonnes })),
          truckType: byId(truckTypes, (row) => localName(row, lng)),
        };
        labels.set(lng, hit);
      }
      return hit;
    },

    /**
     * Reads the tables again on next use: a row naming an id this process has not seen was
     * written by a newer server (one that ran a migration adding reference rows).
     */
    forget() {
      loading = undefined;
      answers.clear();
      labels.clear();
    },

    // ---- for the marketplace rules

    async material(id: number) {
      return (await tables()).materials.find((row) => row.id === id);
    },
    async capacity(id: number) {
      return (await tables()).capacities.find((row) => row.id === id);
    },
    async truckType(id: number) {
      return (await tables()).truckTypes.find((row) => row.id === id);
    },
    /** The district a truck's location names: "Pune" or "Pune, Maharashtra", any case. */
    async district(location: string) {
      const { districts, states } = await tables();
      const [name = '', state] = location.split(',').map((part) => part.trim().toLowerCase());
      const stateIds = state
        ? new Set(states.filter((row) => row.name.toLowerCase() === state).map((row) => row.id))
        : undefined;
      return districts.find(
        (row) => row.name.toLowerCase() === name && (!stateIds || stateIds.has(row.stateId)),
      );
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
