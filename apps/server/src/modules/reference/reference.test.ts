import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DistrictsResponseSchema,
  MaterialsResponseSchema,
  PlaceNamesResponseSchema,
  PlacesResponseSchema,
  StatesResponseSchema,
  TruckCapacitiesResponseSchema,
  TruckTypesResponseSchema,
  type District,
  type Language,
  type Material,
  type Place,
  type State,
  type TruckCapacity,
  type TruckType,
} from '@lorrybazaar/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.js';
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

describe('reference data (public)', () => {
  it('answers exactly the contract schema, as JSON, in every language (the bytes are cached)', async () => {
    const schemas = {
      getAllMaterials: MaterialsResponseSchema,
      getAllTruckCapacities: TruckCapacitiesResponseSchema,
      getAllTruckTypes: TruckTypesResponseSchema,
      getAllStates: StatesResponseSchema,
      'getDistrictsByStateId?states_id=1': DistrictsResponseSchema,
      'searchPlaces?q=pune': PlacesResponseSchema,
      getPlaceNames: PlaceNamesResponseSchema,
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

  it('localises names by ?lang, by the i18next cookie and by Accept-Language', async () => {
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
    // Bengali writes its own digits, in names as on the rest of a card (decision 041).
    const bengali = await data<TruckCapacity>('getAllTruckCapacities?lang=bn');
    expect(bengali[7]!.truck_capacities_name).toBe('১০ টন');
    expect(bengali.filter((c) => /[0-9]/.test(c.truck_capacities_name))).toEqual([]);

    // A district is named in the asked language and carries the English name a form stores.
    const districts = await data<District>('getDistrictsByStateId?states_id=4&lang=hi');
    expect(districts).toContainEqual({
      districts_id: expect.any(String),
      districts_name: 'बक्सा',
      states_id: '4',
      districts_name_en: 'Baksa',
    });
    const names = districts.map((d) => d.districts_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hi')));
    const english = await data<District>('getDistrictsByStateId?states_id=4&lang=en');
    expect(english.find((d) => d.districts_name_en === 'Baksa')?.districts_name).toBe('Baksa');
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

  it('matches "District, State", any case, named in the asked language with the English label', async () => {
    const places = await data<Place>('searchPlaces?q=BAKSA,%20ASS&lang=hi');
    expect(places).toEqual([
      expect.objectContaining({
        districts_name: 'बक्सा',
        states_name: 'असम',
        label: 'Baksa, Assam',
        local_label: 'बक्सा, असम',
      }),
    ]);
  });

  it('answers nothing for fewer than 2 characters and takes % and _ literally', async () => {
    expect(await data<Place>('searchPlaces?q=p')).toEqual([]);
    expect(await data<Place>('searchPlaces')).toEqual([]);
    expect(await data<Place>(`searchPlaces?q=${encodeURIComponent('%%')}`)).toEqual([]);
    expect(await data<Place>(`searchPlaces?q=${encodeURIComponent('P_ne')}`)).toEqual([]);
  });
});

describe('places in the seven languages (migration 0011, docs/decisions/020)', () => {
  /**
   * Each language's letters and signs (with the joiners some words need), spaces and a few marks;
   * digits 0-9 except in Bengali, which writes its own (২৪).
   */
  const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = {
    hi: /^[\u0900-\u097F0-9\u200C\u200D\s().,-]+$/u,
    bn: /^[\u0980-\u09FF\u200C\u200D\s().,-]+$/u,
    ta: /^[\u0B80-\u0BFF0-9\u200C\u200D\s().,-]+$/u,
    te: /^[\u0C00-\u0C7F0-9\u200C\u200D\s().,-]+$/u,
    kn: /^[\u0C80-\u0CFF0-9\u200C\u200D\s().,-]+$/u,
    ml: /^[\u0D00-\u0D7F0-9\u200C\u200D\s().,-]+$/u,
  };

  it('names every district in all seven languages, each in its own script, Bengali with Bengali digits', async () => {
    const all = await rows<{ id: number; name: string; names: Record<string, string> }>(
      database.db,
      sql`SELECT id, name, names FROM districts ORDER BY id`,
    );
    expect(all).toHaveLength(785);
    const wrong: string[] = [];
    for (const district of all) {
      if (!/^[A-Za-z0-9 .()'-]+$/.test(district.name)) wrong.push(`${district.id} en ${district.name}`);
      for (const [lng, script] of Object.entries(SCRIPT)) {
        const name = district.names[lng] ?? '';
        if (!script.test(name)) wrong.push(`${district.id} ${lng} ${name}`);
      }
      expect(Object.keys(district.names).sort()).toEqual(['bn', 'hi', 'kn', 'ml', 'ta', 'te']);
    }
    expect(wrong).toEqual([]);
    // Numbers: Bengali writes ২৪, the others keep 24.
    const parganas = all.find((d) => d.name === 'North 24 Parganas')!;
    expect(parganas.names.bn).toBe('উত্তর ২৪ পরগনা');
    expect(parganas.names.hi).toBe('उत्तर 24 परगना');
  });

  it('suggests Nagpur, Maharashtra for its name in every script, any case, also from a prefix', async () => {
    const nagpur = {
      hi: 'नागपुर',
      kn: 'ನಾಗಪುರ',
      te: 'నాగ్‌పూర్',
      ta: 'நாக்பூர்',
      ml: 'നാഗ്പൂർ',
      bn: 'নাগপুর',
      en: 'NAGPUR',
    };
    for (const [script, name] of Object.entries(nagpur)) {
      for (const q of [name, name.slice(0, 4)]) {
        const places = await data<Place>(`searchPlaces?q=${encodeURIComponent(q)}&lang=en`);
        expect(
          places.map((p) => p.label),
          `${script} ${q}`,
        ).toContain('Nagpur, Maharashtra');
      }
      const [first] = await data<Place>(`searchPlaces?q=${encodeURIComponent(name)}&lang=hi`);
      expect(first, script).toEqual({
        districts_id: '419',
        districts_name: 'नागपुर',
        states_id: '21',
        states_name: 'महाराष्ट्र',
        label: 'Nagpur, Maharashtra',
        local_label: 'नागपुर, महाराष्ट्र',
      });
    }
    // Telugu typed without the joiner, Bengali digits as ASCII, Hindi without the nukta.
    expect((await data<Place>(`searchPlaces?q=${encodeURIComponent('నాగ్పూర్')}`))[0]?.label).toBe(
      'Nagpur, Maharashtra',
    );
    expect((await data<Place>(`searchPlaces?q=${encodeURIComponent('উত্তর 24')}&lang=bn`))[0]).toMatchObject({
      label: 'North 24 Parganas, West Bengal',
      local_label: 'উত্তর ২৪ পরগনা, পশ্চিমবঙ্গ',
    });
    expect((await data<Place>(`searchPlaces?q=${encodeURIComponent('फाजिल्का')}`))[0]?.label).toBe(
      'Fazilka, Punjab',
    );
    // "District, State" in another script.
    expect((await data<Place>(`searchPlaces?q=${encodeURIComponent('पुणे, महा')}&lang=ta`))[0]).toMatchObject({
      label: 'Pune, Maharashtra',
      districts_name: 'புனே',
      states_name: 'மகாராஷ்டிரா',
    });
  });

  it('answers English place names with their names in the asked language; English has none', async () => {
    const response = await get('getPlaceNames?lang=hi');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    const names = PlaceNamesResponseSchema.parse(response.json()).data;
    // "Nagpur, Maharashtra" is named from its parts; a name two districts share, with its state.
    expect(names.Nagpur).toBe('नागपुर');
    expect(names.Maharashtra).toBe('महाराष्ट्र');
    expect(names['Bilaspur, Chhattisgarh']).toBe('बिलासपुर, छत्तीसगढ़');
    expect(names['Bilaspur, Himachal Pradesh']).toBe('बिलासपुर, हिमाचल प्रदेश');
    expect(names.Bilaspur).toBeUndefined();
    // Balrampur, Bilaspur, Hamirpur and Pratapgarh are each two districts.
    expect(Object.keys(names).filter((key) => key.includes(', '))).toHaveLength(8);
    expect(Object.keys(names).length).toBeGreaterThan(36 + 770);
    expect((await get('getPlaceNames?lang=en')).json()).toEqual({ data: {} });
  });
});
