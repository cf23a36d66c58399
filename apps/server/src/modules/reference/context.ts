/**
 * What every reference use case (commands/, queries/) is given, first: the database and the
 * process's copy of the reference tables with the answers built from them (decision 020: the
 * tables change only with a migration, so they are read once per process and every answer is
 * kept per language with its ETag). Built once by reference.service.ts.
 */
import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { LocalNames } from '../../db/schema.js';
import type { Point } from './geo.js';
import { createPlaceIndex, type PlaceIndex } from './place-index.js';
import * as repo from './reference.repository.js';

export interface Named {
  id: number;
  name: string;
  names: LocalNames;
}
export interface CapacityRow extends Named {
  tonnes: number;
}
type DistrictRow = Named & { stateId: number };

/** The reference tables as read, and the lookups built on them. */
export interface Tables {
  materials: Named[];
  capacities: CapacityRow[];
  truckTypes: Named[];
  states: (Named & { code: string })[];
  districts: DistrictRow[];
  /** Districts by lower-cased English name (two states may share one), in table order. */
  districtsByName: Map<string, DistrictRow[]>;
  /** State ids by lower-cased English name. */
  stateIdsByName: Map<string, Set<number>>;
  places: PlaceIndex;
  /** Each district's point (docs/decisions/040), by district id. */
  districtPoints: Map<number, Point>;
}

/** Names by id in one language (and each capacity's tonnes), for rows that carry only ids. */
export interface Labels {
  material: Map<string, string>;
  capacity: Map<string, { name: string; tonnes: number }>;
  truckType: Map<string, string>;
}

export interface ReferenceContext {
  db: Db;
  /** What this process holds; `forget` empties it. */
  cache: {
    loading: Promise<Tables> | undefined;
    answers: Map<string, Cached<unknown, unknown>>;
    labels: Map<Language, Labels>;
  };
}

export const createReferenceContext = (db: Db): ReferenceContext => ({
  db,
  cache: { loading: undefined, answers: new Map(), labels: new Map() },
});

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A body with its strong validator: the hash of what is sent, so equal bodies share a tag. */
export interface Cached<T, D = T[]> {
  body: { data: D };
  /** `body` serialized once: the answer is sent as these bytes, not serialized per request. */
  json: string;
  etag: string;
}
export const cached = <T, D = T[]>(data: D): Cached<T, D> => {
  const body = { data };
  const json = JSON.stringify(body);
  return {
    body,
    json,
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
};

async function readTables(db: Db): Promise<Tables> {
  const [materials, capacities, truckTypes, states, districts, centroids] = await Promise.all([
    repo.allMaterials(db),
    repo.allTruckCapacities(db),
    repo.allTruckTypes(db),
    repo.allStates(db),
    repo.allDistricts(db),
    repo.allDistrictCentroids(db),
  ]);
  return {
    materials,
    capacities: capacities.map((row) => ({ ...row, tonnes: Number(row.tonnes) })),
    truckTypes,
    states,
    districts,
    districtsByName: districts.reduce((byName, row) => {
      const key = row.name.toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), row]);
      return byName;
    }, new Map<string, DistrictRow[]>()),
    stateIdsByName: states.reduce((byName, row) => {
      const key = row.name.toLowerCase();
      byName.set(key, new Set([...(byName.get(key) ?? []), row.id]));
      return byName;
    }, new Map<string, Set<number>>()),
    places: createPlaceIndex(states, districts),
    districtPoints: new Map(centroids.map((row) => [row.districtId, { lat: row.lat, lng: row.lng }])),
  };
}

/** The tables, read once per process (again after `forget`, or after a failed read). */
export function tables({ db, cache }: ReferenceContext): Promise<Tables> {
  return (cache.loading ??= readTables(db).catch((error: unknown) => {
    cache.loading = undefined;
    throw error;
  }));
}

/** The answer kept under `key`, built once. */
export async function answer<T, D = T[]>(
  { cache }: ReferenceContext,
  key: string,
  build: () => Promise<D>,
): Promise<Cached<T, D>> {
  let hit = cache.answers.get(key) as Cached<T, D> | undefined;
  if (!hit) {
    hit = cached<T, D>(await build());
    cache.answers.set(key, hit as Cached<unknown, unknown>);
  }
  return hit;
}
