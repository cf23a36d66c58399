import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { PDF_FILE, PNG_FILE } from './profile-flow';

/**
 * API helpers for the marketplace tests: setup that is not what a test is about (other users'
 * loads and postings) goes through the same calls the screens use.
 */

export { PDF_FILE, PNG_FILE };

type Row = Record<string, string | number>;

async function reference(request: APIRequestContext, call: string): Promise<Row[]> {
  const response = await request.get(`/api/Transpoter/${call}?lang=en`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Row[] }).data;
}

/** The id of a reference row by its English name (`Coal`, `Open Body`, `9 Tonnes`). */
export async function referenceId(
  request: APIRequestContext,
  call: 'getAllMaterials' | 'getAllTruckCapacities' | 'getAllTruckTypes',
  name: string,
): Promise<string> {
  const [idKey, nameKey] = {
    getAllMaterials: ['materials_id', 'materials_name'],
    getAllTruckCapacities: ['truck_capacities_id', 'truck_capacities_name'],
    getAllTruckTypes: ['truck_types_id', 'truck_types_name'],
  }[call];
  const row = (await reference(request, call)).find((item) => item[nameKey!] === name);
  if (!row) throw new Error(`${call}: no ${name}`);
  return String(row[idKey!]);
}

export async function uploadViaApi(request: APIRequestContext, purpose: 'rc' | 'insurance'): Promise<string> {
  const response = await request.post('/api/Transpoter/uploadFile', {
    multipart: { purpose, file: purpose === 'rc' ? PDF_FILE : PNG_FILE },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { file_id: string } }).data.file_id;
}

/**
 * KYC documents of a shipper or driver, uploaded and saved through the profile's calls (outside
 * production they are approved on upload): `[document type id, file]` pairs.
 */
export async function saveDocumentsViaApi(
  request: APIRequestContext,
  role: 'shipper' | 'driver',
  documents: readonly (readonly [string, typeof PNG_FILE])[],
) {
  const docs = [];
  for (const [typeId, file] of documents) {
    const uploaded = await request.post('/api/Transpoter/uploadFile', {
      multipart: { purpose: 'document', file },
    });
    expect(uploaded.status()).toBe(201);
    docs.push({
      name: file.name,
      type_id: typeId,
      image: ((await uploaded.json()) as { data: { file_id: string } }).data.file_id,
    });
  }
  const me = (await (await request.get('/api/Transpoter/Me')).json()) as { User: { users_id: string } };
  const [path, prefix] =
    role === 'shipper'
      ? ['/api/Shipper/InsertShipperDocs', 'shippers']
      : ['/api/Driver/InsertDriverDocs', 'drivers'];
  const saved = await request.post(path, {
    data: { [`${prefix}_id`]: me.User.users_id, [`${prefix}_doc`]: docs },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return me.User.users_id;
}

async function postJson<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/Transpoter/${path}`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** A truck through insertTruck (both files uploaded first); answers its id. */
export async function addTruckViaApi(
  request: APIRequestContext,
  truck: { regNumber: string; typeId: string; capacityId: string; location?: string },
): Promise<string> {
  const body = await postJson<{ data: { truck_id: string } }>(request, 'insertTruck', {
    regNumber: truck.regNumber,
    trucks_type_id: truck.typeId,
    capacity_id: truck.capacityId,
    insurance: await uploadViaApi(request, 'insurance'),
    rc: await uploadViaApi(request, 'rc'),
    location: truck.location ?? 'Pune',
  });
  return body.data.truck_id;
}

export async function postTruckViaApi(
  request: APIRequestContext,
  posting: { truckId: string; capacityId: string; from: string; to: string; date: string },
) {
  await postJson(request, 'postTruck', {
    truck_id: posting.truckId,
    postTrucks_dateTime: `${posting.date} 08:00`,
    postTrucks_from: posting.from,
    postTrucks_to: posting.to,
    postTrucks_capacity_id: posting.capacityId,
    comments: null,
  });
}

/** A day `days` from today in India, YYYY-MM-DD (forms refuse past dates). */
export function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}

/** A registration number no other test uses: KA + 2 digits + 2 letters + 4 digits. */
export function uniqueRegNumber(): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
  return `KA${digits(2)}${pick()}${pick()}${digits(4)}`;
}

/** A short token to make a test's places its own ("Gate 4821"). */
export const uniqueToken = () => String(Math.floor(1000 + Math.random() * 9000));

/**
 * Types a place and closes its suggestion list, as a user does before tapping the next button:
 * the list opens over the form and would take the tap (Escape keeps the text; place-input.tsx).
 */
export async function fillPlace(input: Locator, text: string) {
  await input.fill(text);
  await input.press('Escape');
}
