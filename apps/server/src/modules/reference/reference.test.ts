import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DistrictsResponseSchema,
  MaterialsResponseSchema,
  PlacesResponseSchema,
  StatesResponseSchema,
  TruckCapacitiesResponseSchema,
  TruckTypesResponseSchema,
  type District,
  type Material,
  type Place,
  type State,
  type TruckCapacity,
  type TruckType,
} from '@lorrybazaar/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t?.close();
  await database?.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/Transpoter/${url}`, headers });
async function data<T>(url: string, headers: Record<string, string> = {}): Promise<T[]> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T[] }>().data;
}

describe('reference data (public, seed 001 §7)', () => {
  it('answers exactly the contract schema, as JSON, in every language (the bytes are cached)', async () => {
    const schemas = {
      getAllMaterials: MaterialsResponseSchema,
      getAllTruckCapacities: TruckCapacitiesResponseSchema,
      getAllTruckTypes: TruckTypesResponseSchema,
      getAllStates: StatesResponseSchema,
      'getDistrictsByStateId?states_id=1': DistrictsResponseSchema,
      'searchPlaces?q=pune': PlacesResponseSchema,
    };
    for (const lang of ['en', 'hi', 'bn']) {
      for (const [url, schema] of Object.entries(schemas)) {
        const response = await get(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
        expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
        const body = response.json<unknown>();
        expect(schema.strict().parse(body), `${url} ${lang}`).toEqual(body);
      }
    }
  });

  it('answers materials, capacities with tonnes, truck types and states as data arrays, without a session', async () => {
    const materials = await data<Material>('getAllMaterials');
    expect(materials[0]).toEqual({ materials_id: '1', materials_name: 'Cement' });
    expect(materials.length).toBeGreaterThanOrEqual(30);

    const capacities = await data<TruckCapacity>('getAllTruckCapacities');
    expect(capacities[0]).toEqual({
      truck_capacities_id: '1',
      truck_capacities_name: 'Up to 1 Tonne',
      tonnes: 1,
    });
    expect(capacities.find((c) => c.truck_capacities_id === '2')?.tonnes).toBe(1.5);
    const tonnes = capacities.map((c) => c.tonnes);
    expect(tonnes).toEqual([...tonnes].sort((a, b) => a - b));

    const types = await data<TruckType>('getAllTruckTypes');
    expect(types[0]).toEqual({ truck_types_id: '1', truck_types_name: 'Open Body' });

    const states = await data<State>('getAllStates');
    expect(states).toHaveLength(36);
    expect(states.find((s) => s.states_code === 'KA')).toEqual({
      states_id: '16',
      states_name: 'Karnataka',
      states_code: 'KA',
    });
  });

  it("lists a state's districts, none for an unknown state, 400 for a bad id", async () => {
    const assam = await data<District>('getDistrictsByStateId?states_id=4');
    expect(assam.map((d) => d.districts_name)).toContain('Baksa');
    expect(assam.every((d) => d.states_id === '4')).toBe(true);
    expect(await data<District>('getDistrictsByStateId?states_id=999')).toEqual([]);
    expect((await get('getDistrictsByStateId?states_id=abc')).statusCode).toBe(400);
    expect((await get('getDistrictsByStateId')).statusCode).toBe(400);
  });

  it('localises names by ?lang, by the i18next cookie and by Accept-Language; districts stay English', async () => {
    expect((await data<Material>('getAllMaterials?lang=hi'))[0]!.materials_name).toBe('सीमेंट');
    expect((await data<Material>('getAllMaterials', { cookie: 'i18next=ta' }))[0]!.materials_name).toBe(
      'சிமெண்ட்',
    );
    expect(
      (await data<Material>('getAllMaterials', { 'accept-language': 'kn-IN,kn;q=0.9' }))[0]!.materials_name,
    ).toBe('ಸಿಮೆಂಟ್');
    // ?lang wins over the cookie; an unknown language falls back to the cookie / English.
    expect(
      (await data<Material>('getAllMaterials?lang=hi', { cookie: 'i18next=ta' }))[0]!.materials_name,
    ).toBe('सीमेंट');
    expect((await data<Material>('getAllMaterials?lang=fr'))[0]!.materials_name).toBe('Cement');

    const hindiStates = await data<State>('getAllStates?lang=hi');
    expect(hindiStates.find((s) => s.states_code === 'KA')?.states_name).toBe('कर्नाटक');
    expect((await data<TruckCapacity>('getAllTruckCapacities?lang=hi'))[7]!.truck_capacities_name).toBe(
      '10 टन',
    );
    expect((await data<TruckType>('getAllTruckTypes?lang=bn'))[0]!.truck_types_name).not.toBe('Open Body');

    const districts = await data<District>('getDistrictsByStateId?states_id=4&lang=hi');
    expect(districts.map((d) => d.districts_name)).toContain('Baksa');
  });

  it('is cacheable: ETag and Cache-Control, 304 on If-None-Match, another tag per language', async () => {
    const first = await get('getAllTruckTypes');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers.vary).toContain('Accept-Language');

    const again = await get('getAllTruckTypes', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('getAllTruckTypes', { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);

    const hindi = await get('getAllTruckTypes?lang=hi', { 'if-none-match': etag });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers.etag).not.toBe(etag);
    expect(hindi.headers['content-language']).toBe('hi');
    expect((await get('getAllTruckTypes', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });
});

describe('GET /api/Transpoter/searchPlaces', () => {
  it('suggests districts with their state, names starting with the text first', async () => {
    const places = await data<Place>('searchPlaces?q=pun');
    expect(places[0]).toMatchObject({
      districts_name: 'Pune',
      states_name: 'Maharashtra',
      label: 'Pune, Maharashtra',
    });
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places.every((p) => p.label.toLowerCase().includes('pun'))).toBe(true);
  });

  it('matches "District, State", any case, with the state named in the asked language', async () => {
    const places = await data<Place>('searchPlaces?q=BAKSA,%20ASS&lang=hi');
    expect(places).toEqual([
      expect.objectContaining({ districts_name: 'Baksa', states_name: 'असम', label: 'Baksa, Assam' }),
    ]);
  });

  it('answers nothing for fewer than 2 characters and takes % and _ literally', async () => {
    expect(await data<Place>('searchPlaces?q=p')).toEqual([]);
    expect(await data<Place>('searchPlaces')).toEqual([]);
    expect(await data<Place>(`searchPlaces?q=${encodeURIComponent('%%')}`)).toEqual([]);
    expect(await data<Place>(`searchPlaces?q=${encodeURIComponent('P_ne')}`)).toEqual([]);
  });
});
