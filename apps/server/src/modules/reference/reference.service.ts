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
import { createPlaceIndex, localName, placeKey, type PlaceIndex } from './place-index.js';
import type { Point } from './geo.js';
import { createPlacePoints } from './place-points.js';
import * as repo from './reference.repository.js';

export { localName };

interface Named {
  id: number;
  name: string;
  names: LocalNames;
}
export interface CapacityRow extends Named {
  tonnes: number;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A body with its strong validator: the hash of what is sent, so equal bodies share a tag. */
export interface Cached<T, D = T[]> {
  body: { data: D };
  /** `body` serialized once: the answer is sent as these bytes, not serialized per request. */
  json: string;
  etag: string;
}
const cached = <T, D = T[]>(data: D): Cached<T, D> => {
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
        /** Districts by lower-cased English name (two states may share one), in table order. */
        districtsByName: Map<string, (Named & { stateId: number })[]>;
        /** State ids by lower-cased English name. */
        stateIdsByName: Map<string, Set<number>>;
        places: PlaceIndex;
        /** Each district's point (docs/decisions/040), by district id. */
        districtPoints: Map<number, Point>;
      }>
    | undefined;
  const answers = new Map<string, Cached<unknown, unknown>>();
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
        }, new Map<string, (Named & { stateId: number })[]>()),
        stateIdsByName: states.reduce((byName, row) => {
          const key = row.name.toLowerCase();
          byName.set(key, new Set([...(byName.get(key) ?? []), row.id]));
          return byName;
        }, new Map<string, Set<number>>()),
        places: createPlaceIndex(states, districts),
        districtPoints: new Map(centroids.map((row) => [row.districtId, { lat: row.lat, lng: row.lng }])),
      };
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  async function answer<T, D = T[]>(key: string, build: () => Promise<D>): Promise<Cached<T, D>> {
    let hit = answers.get(key) as Cached<T, D> | undefined;
    if (!hit) {
      hit = cached<T, D>(await build());
      answers.set(key, hit as Cached<unknown, unknown>);
    }
    return hit;
  }

  /** Places with coordinates and the distances between them (place-points.ts). */
  const points = createPlacePoints({
    async districtOf(place) {
      const found = await service.placeOf(place);
      return found?.districtId ? { districtId: found.districtId, stateId: found.stateId } : null;
    },
    districtPoint: async (districtId) => (await tables()).districtPoints.get(districtId),
    async pinPoint(pin) {
      const row = await repo.pinCentroid(db, pin);
      return row && { lat: row.lat, lng: row.lng, districtId: row.districtId };
    },
    stateCode: async (stateId) => (await tables()).states.find((row) => row.id === stateId)?.code,
    allDistrictPoints: async () =>
      [...(await tables()).districtPoints].map(([districtId, point]) => ({ districtId, point })),
  });

  const service = {
    ...points,

    /** A district's "District, State" in a language (the public tracking page names places so). */
    async districtLabel(districtId: number, lng: Language): Promise<string | null> {
      const { districts, states } = await tables();
      const district = districts.find((row) => row.id === districtId);
      const state = district && states.find((row) => row.id === district.stateId);
      return district && state ? `${localName(district, lng)}, ${localName(state, lng)}` : null;
    },

    /** A stored place ("Nagpur, Maharashtra", or as typed) in a language, as getPlaceNames names it. */
    async localPlace(place: string, lng: Language): Promise<string> {
      const found = await service.placeOf(place);
      if (!found?.districtId) return place;
      return (await service.districtLabel(found.districtId, lng)) ?? place;
    },

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

    /** A state's districts in the asked language's alphabetical order, with the English name to store. */
    districts: (stateId: number, lng: Language) =>
      answer<District>(`districts/${stateId}/${lng}`, async () =>
        (await tables()).districts
          .filter((row) => row.stateId === stateId)
          .map((row) => ({
            districts_id: String(row.id),
            districts_name: localName(row, lng),
            states_id: String(row.stateId),
            districts_name_en: row.name,
          }))
          .sort((a, b) => a.districts_name.localeCompare(b.districts_name, lng)),
      ),

    /**
     * Location suggestions for text in any of the seven languages, named in the asked one;
     * `label` ("Pune, Maharashtra") stays English: it is what is stored, so every search finds it.
     */
    async places(text: string, lng: Language): Promise<Cached<Place>> {
      if (text.length < 2) return cached([]);
      const { places } = await tables();
      return cached(
        places.search(text, PLACES_LIMIT).map(({ entry }) => {
          const district = localName(entry.district, lng);
          const state = localName(entry.state, lng);
          return {
            districts_id: String(entry.districtId),
            districts_name: district,
            states_id: String(entry.stateId),
            states_name: state,
            label: entry.label,
            local_label: `${district}, ${state}`,
          };
        }),
      );
    },

    /** English state and district names → one language's, for screens to show stored places in it. */
    placeNames: (lng: Language) =>
      answer<never, Record<string, string>>(`placeNames/${lng}`, async () =>
        (await tables()).places.names(lng),
      ),

    /** The texts and district ids a marketplace place filter looks for (place-index.ts `filter`). */
    async placeFilter(text: string): Promise<{ terms: string[]; districtIds: number[] }> {
      return (await tables()).places.filter(text, PLACES_LIMIT);
    },
    /** How a location typed in any script is stored (place-index.ts `canonical`). */
    async storedPlace(text: string): Promise<string> {
      return (await tables()).places.canonical(text);
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
    /**
     * The state, and the district when it names one, of a place typed or picked in any of the
     * seven languages: "Kochi, Kerala", "कोच्चि", "Kerala", "केरल". Null when it names neither.
     */
    async placeOf(
      text: string,
    ): Promise<{ stateId: number; districtId: number | null; label: string } | null> {
      const { states, places } = await tables();
      const district = await this.district(places.canonical(text.trim()));
      if (district) {
        const state = states.find((row) => row.id === district.stateId)!;
        return { stateId: state.id, districtId: district.id, label: `${district.name}, ${state.name}` };
      }
      const key = placeKey(text);
      const state = states.find((row) => LANGUAGES.some((lng) => placeKey(localName(row, lng)) === key));
      return state ? { stateId: state.id, districtId: null, label: state.name } : null;
    },
    /**
     * How stored locations in a place look, lower-cased (decision 020: "District, State", or a
     * bare name typed before that): `ends`, what the text after the last comma may be for a
     * location in the place's state (the state, or one of its districts alone); `district`,
     * the whole text of a location in the district itself.
     */
    async storedForms(place: { stateId: number; districtId: number | null }) {
      const { states, districts } = await tables();
      const state = states.find((row) => row.id === place.stateId);
      if (!state) return { ends: [], district: [] };
      const inState = districts.filter((row) => row.stateId === state.id);
      const district = inState.find((row) => row.id === place.districtId);
      const lower = (text: string) => text.trim().toLowerCase();
      return {
        ends: [state.name, ...inState.map((row) => row.name)].map(lower),
        district: district ? [`${district.name}, ${state.name}`, district.name].map(lower) : [],
      };
    },
    /** The district a truck's location names: "Pune" or "Pune, Maharashtra", any case. */
    async district(location: string) {
      const { districtsByName, stateIdsByName } = await tables();
      const [name = '', state] = location.split(',').map((part) => part.trim().toLowerCase());
      const named = districtsByName.get(name);
      if (!named) return undefined;
      if (!state) return named[0];
      const stateIds = stateIdsByName.get(state);
      return named.find((row) => stateIds?.has(row.stateId));
    },
  };
  return service;
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
