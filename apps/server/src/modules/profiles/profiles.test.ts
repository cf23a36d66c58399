import { tmpdir } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PROFILE_PATHS,
  ROLES,
  ROLE_AREA,
  ROLE_DOCUMENT_TYPES,
  ROLE_PREFIX,
  gstinCheckCharacter,
  type Role,
} from '@lorrybazaar/contract';
import { districts, states, users } from '../../db/schema.js';
import {
  CookieJar,
  TEST_SECRETS,
  createTestApp,
  signIn,
  uniqueMobile,
  type SignedIn,
  type TestApp,
} from '../../test/app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { EXE, PDF, PNG, upload as uploadAs } from '../../test/uploads.js';
import * as repo from './profiles.repository.js';
import { isVerifiedDriver } from './profiles.service.js';

/** A valid GSTIN of a state code (the check character computed, as the GST portal does). */
const gstin = (stateCode: string, pan = 'AAPFU0939F') => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};
const KA_GSTIN = gstin('29');
const MH_GSTIN = '27AAPFU0939F1ZV'; // a published example, valid

let database: TestDatabase;
let t: TestApp;
let place: { ka: number; bengaluru: number; mysuru: number; mh: number; pune: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const stateId = async (name: string) =>
    (await database.db.select().from(states).where(eq(states.name, name)))[0]!.id;
  const districtId = async (state: number, name: string) =>
    (
      await database.db
        .select()
        .from(districts)
        .where(and(eq(districts.stateId, state), eq(districts.name, name)))
    )[0]!.id;
  const ka = await stateId('Karnataka');
  const mh = await stateId('Maharashtra');
  place = {
    ka,
    mh,
    bengaluru: await districtId(ka, 'Bengaluru Urban'),
    mysuru: await districtId(ka, 'Mysuru'),
    pune: await districtId(mh, 'Pune'),
  };
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  t = await createTestApp({ database });
});
afterEach(async () => {
  await t.close();
});

const userId = (jar: SignedIn) => Number(jar.register.User.users_id);

const upload = (jar: CookieJar, purpose: string, name = 'doc.pdf', bytes: Buffer = PDF) =>
  uploadAs(t.app, jar, purpose, {
    name,
    type: name.endsWith('.png') ? 'image/png' : 'application/pdf',
    bytes,
  });
async function uploadId(jar: CookieJar, purpose: string, name?: string, bytes?: Buffer) {
  const response = await upload(jar, purpose, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.file_id as string;
}

const getProfile = (jar: CookieJar, role: Role, id?: string) =>
  jar.inject(t.app, {
    method: 'GET',
    url: `/api${PROFILE_PATHS[role].get}`,
    query: id === undefined ? {} : { [`${ROLE_PREFIX[role]}_id`]: id },
  });

const address = (overrides: Record<string, unknown> = {}) => ({
  addressline1: '12, MG Road',
  addressline2: 'Near Bus Stand',
  state_id: place.ka,
  district_id: place.bengaluru,
  gstin: KA_GSTIN,
  ...overrides,
});
const saveAddress = (jar: CookieJar, role: Role, body: Record<string, unknown>) =>
  jar.inject(t.app, {
    method: PROFILE_PATHS[role].address.method,
    url: `/api${PROFILE_PATHS[role].address.path}`,
    payload: body,
  });

const documentsBody = (role: Role, entries: { typeId: number; fileId: string }[], ownerId?: unknown) => {
  const fields = {
    transporter: ['transporters_id', 'transporter_docs'],
    broker: ['brokers_id', 'brokers_docs'],
    shipper: ['shippers_id', 'shippers_doc'],
    driver: ['drivers_id', 'drivers_doc'],
  }[role];
  return {
    ...(ownerId === undefined ? {} : { [fields[0]!]: ownerId }),
    [fields[1]!]: entries.map((entry) => ({ name: 'x', type_id: entry.typeId, image: entry.fileId })),
  };
};
const saveDocuments = (jar: CookieJar, role: Role, body: Record<string, unknown>) =>
  jar.inject(t.app, { method: 'POST', url: `/api${PROFILE_PATHS[role].documents}`, payload: body });

const issueCodes = (response: LightMyRequestResponse) =>
  (response.json().issues as { path: string; code: string }[]).map((issue) => [issue.path, issue.code]);

describe.each(ROLES)('%s profile', (role) => {
  const p = ROLE_PREFIX[role];

  it('reads its own empty profile, saves its address and reads it back', async () => {
    const jar = await signIn(t, role);
    const empty = await getProfile(jar, role);
    expect(empty.statusCode).toBe(200);
    const before = empty.json().data;
    expect(before).toMatchObject({
      visibility: 'owner',
      [`${p}_id`]: jar.register.User.users_id,
      [`${p}_mob`]: jar.register.User.users_mobile,
      profile: '',
      address1: '',
      states_name: '',
      gstin: '',
      documents: [],
      verified: false,
    });
    expect(before.member_since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(before.completion.missing.map((item: { item: string }) => item.item)).toEqual([
      'picture',
      'address',
      ...ROLE_DOCUMENT_TYPES[role].map((id) => `document_${id}`),
    ]);

    // The contract body carries `transporter_id` for every role; the caller's own id is fine.
    const saved = await saveAddress(jar, role, address({ transporter_id: jar.register.User.users_id }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('User details updated successfully!');

    const after = (await getProfile(jar, role, jar.register.User.users_id)).json().data;
    expect(after).toMatchObject({
      address1: '12, MG Road',
      address2: 'Near Bus Stand',
      states_name: 'Karnataka',
      districts_name: 'Bengaluru Urban',
      state_id: String(place.ka),
      district_id: String(place.bengaluru),
      gstin: KA_GSTIN,
    });
    expect(after.completion.missing.map((item: { item: string }) => item.item)).not.toContain('address');
  });

  it('may not update another role’s profile nor read it as its own (403)', async () => {
    const jar = await signIn(t, role);
    const other = ROLES.find((candidate) => candidate !== role)!;
    expect((await saveAddress(jar, other, address())).statusCode).toBe(403);
    expect((await getProfile(jar, other)).statusCode).toBe(403);
    expect(
      (
        await jar.inject(t.app, {
          method: 'POST',
          url: `/api/${ROLE_AREA[other]}/updateAccountDetails`,
          payload: { email: 'a@b.in' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a body naming another user with 403 and changes nothing', async () => {
    const jar = await signIn(t, role);
    const victim = await signIn(t, role);
    const refused = await saveAddress(jar, role, address({ transporter_id: victim.register.User.users_id }));
    expect(refused.statusCode).toBe(403);
    expect((await getProfile(victim, role)).json().data.address1).toBe('');
    expect((await getProfile(jar, role)).json().data.address1).toBe('');
  });
});

describe('names as people write them', () => {
  it('saves and shows any script, initials, & and brackets, up to 60 characters, exactly as typed', async () => {
    const long = 'श्री बालाजी ट्रांसपोर्ट कंपनी'.padEnd(60, '.');
    const cases = [
      ['transporter', { name: '  R. K. Singh ', companyName: 'Singh & Sons Roadways (Regd)' }, 'R. K. Singh'],
      ['broker', { name: 'राम कुमार यादव', companyName: '' }, 'राम कुमार यादव'],
      ['driver', { name: 'முருகன் செல்வம்', email: '' }, 'முருகன் செல்வம்'],
      ['shipper', { name: long, companyName: 'সুব্রত ট্রেডার্স' }, long],
    ] as const;
    for (const [role, fields, shown] of cases) {
      const jar = await signIn(t, role, uniqueMobile(), fields);
      const p = ROLE_PREFIX[role];
      expect(jar.register.data[`${p}_name`]).toBe(shown);
      expect(jar.register.User.users_name).toBe(shown);
      const data = (await getProfile(jar, role)).json().data;
      expect(data[`${p}_name`]).toBe(shown);
      if ('companyName' in fields && fields.companyName) expect(data.company).toBe(fields.companyName);
      // Another user sees the same name on the public card.
      const viewer = await signIn(t, role);
      expect((await getProfile(viewer, role, jar.register.User.users_id)).json().data[`${p}_name`]).toBe(
        shown,
      );
    }
  });
});

describe('address rules', () => {
  it('checks the GSTIN: check character, length, layout; optional for every role', async () => {
    const jar = await signIn(t, 'transporter');
    const wrongCheck = `${KA_GSTIN.slice(0, 14)}${KA_GSTIN[14] === 'A' ? 'B' : 'A'}`;
    let response = await saveAddress(jar, 'transporter', address({ gstin: wrongCheck }));
    expect(response.statusCode).toBe(400);
    expect(issueCodes(response)).toEqual([['gstin', 'profile:validation.gstinChecksum']]);
    expect(response.json().message).toContain('typing mistake');

    response = await saveAddress(jar, 'transporter', address({ gstin: KA_GSTIN.slice(0, 14) }));
    expect(issueCodes(response)).toEqual([['gstin', 'profile:validation.gstinLength']]);
    response = await saveAddress(jar, 'transporter', address({ gstin: '29AAPFU0939F1XV' }));
    expect(issueCodes(response)).toEqual([['gstin', 'profile:validation.gstinFormat']]);
    // Small operators are not registered for GST: no GSTIN is fine for every role.
    response = await saveAddress(jar, 'transporter', address({ gstin: '' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.gstin).toBe('');
    expect(response.json().data.completion.missing.map((m: { item: string }) => m.item)).not.toContain(
      'address',
    );
    // Lower case and spaces as people type them are accepted and stored normalised.
    response = await saveAddress(
      jar,
      'transporter',
      address({ gstin: `${KA_GSTIN.slice(0, 7).toLowerCase()} ${KA_GSTIN.slice(7)}` }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.gstin).toBe(KA_GSTIN);

    const driver = await signIn(t, 'driver');
    response = await saveAddress(driver, 'driver', address({ gstin: '' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.gstin).toBe('');
    response = await saveAddress(driver, 'driver', address({ gstin: wrongCheck }));
    expect(issueCodes(response)).toEqual([['gstin', 'profile:validation.gstinChecksum']]);
  });

  it('requires the first address line, a state and a district; line 2 is optional', async () => {
    const jar = await signIn(t, 'broker');
    const response = await saveAddress(jar, 'broker', {
      addressline1: '  ',
      gstin: KA_GSTIN,
      state_id: '',
    });
    expect(response.statusCode).toBe(400);
    expect(issueCodes(response)).toEqual(
      expect.arrayContaining([
        ['addressline1', 'validation.required'],
        ['state_id', 'profile:validation.state'],
        ['district_id', 'profile:validation.district'],
      ]),
    );
    expect(issueCodes(response).map(([path]) => path)).not.toContain('addressline2');
    const long = await saveAddress(jar, 'broker', address({ addressline2: 'x'.repeat(151) }));
    expect(issueCodes(long)).toEqual([['addressline2', 'profile:validation.addressLine']]);
    const noLine2 = await saveAddress(jar, 'broker', address({ addressline2: '' }));
    expect(noLine2.statusCode, noLine2.body).toBe(200);
    expect(noLine2.json().data.address2).toBe('');
  });

  it('stores a PIN code of the chosen state and refuses one of another state, translated', async () => {
    const jar = await signIn(t, 'transporter');
    let response = await saveAddress(jar, 'transporter', address({ pincode: '560 001' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.pincode).toBe('560001');
    expect((await getProfile(jar, 'transporter')).json().data.pincode).toBe('560001');

    response = await saveAddress(jar, 'transporter', address({ pincode: '400001' }));
    expect(response.statusCode).toBe(400);
    expect(issueCodes(response)).toEqual([['pincode', 'profile:validation.pincodeState']]);
    expect(response.json().issues[0].message).toBe(
      'This PIN code is not in Karnataka. Check the PIN code or the state you chose.',
    );
    const hindi = await jar.inject(t.app, {
      method: PROFILE_PATHS.transporter.address.method,
      url: `/api${PROFILE_PATHS.transporter.address.path}`,
      payload: address({ pincode: '400001' }),
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json().issues[0].message).toContain('कर्नाटक');
    response = await saveAddress(jar, 'transporter', address({ pincode: '056001' }));
    expect(issueCodes(response)).toEqual([['pincode', 'profile:validation.pincode']]);
    // Nothing changed by the refused calls; leaving the PIN out clears it (optional field).
    expect((await getProfile(jar, 'transporter')).json().data.pincode).toBe('560001');
    response = await saveAddress(jar, 'transporter', address());
    expect(response.json().data.pincode).toBe('');
  });

  it('refuses a district of another state, an unknown state, and a GSTIN of another state', async () => {
    const jar = await signIn(t, 'shipper');
    let response = await saveAddress(jar, 'shipper', address({ district_id: place.pune }));
    expect(response.statusCode).toBe(400);
    expect(issueCodes(response)).toEqual([['district_id', 'profile:validation.districtNotInState']]);

    response = await saveAddress(jar, 'shipper', address({ state_id: 999, district_id: 99999 }));
    expect(issueCodes(response)).toEqual([
      ['state_id', 'profile:validation.state'],
      ['district_id', 'profile:validation.district'],
    ]);

    response = await saveAddress(jar, 'shipper', address({ gstin: MH_GSTIN }));
    expect(issueCodes(response)).toEqual([['gstin', 'profile:validation.gstinState']]);
    expect(response.json().issues[0].message).toBe(
      'This GSTIN is not from Karnataka. Check the number or the state you chose.',
    );
    // The same GSTIN with its own state and one of its districts is fine.
    response = await saveAddress(
      jar,
      'shipper',
      address({ gstin: MH_GSTIN, state_id: String(place.mh), district_id: String(place.pune) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ states_name: 'Maharashtra', districts_name: 'Pune' });
  });

  it('answers in the user’s language, state names included', async () => {
    const jar = await signIn(t, 'transporter');
    await saveAddress(jar, 'transporter', address());
    const response = await jar.inject(t.app, {
      method: 'GET',
      url: `/api${PROFILE_PATHS.transporter.get}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(response.json().data.states_name).toBe('कर्नाटक');
  });

  it('needs a signed-in user', async () => {
    expect((await getProfile(new CookieJar(), 'driver')).statusCode).toBe(403);
    expect((await saveAddress(new CookieJar(), 'driver', address())).statusCode).toBe(403);
  });
});

describe('public card', () => {
  it('shows another user only name, company, role, verification and member-since', async () => {
    const owner = await signIn(t, 'transporter');
    await saveAddress(owner, 'transporter', address());
    const viewer = await signIn(t, 'shipper');
    const response = await getProfile(viewer, 'transporter', owner.register.User.users_id);
    expect(response.statusCode).toBe(200);
    const card = response.json().data;
    expect(Object.keys(card).sort()).toEqual(
      [
        'company',
        'member_since',
        'role',
        'transporters_id',
        'transporters_name',
        'user_types_id',
        'verified',
        'visibility',
      ].sort(),
    );
    expect(card).toMatchObject({
      visibility: 'public',
      role: 'transporter',
      transporters_name: 'Ravi Kumar',
      company: 'Ravi Roadways',
      verified: false,
    });
  });

  it('answers 404 for an id that is not a user of that role', async () => {
    const viewer = await signIn(t, 'driver');
    const broker = await signIn(t, 'broker');
    expect((await getProfile(viewer, 'transporter', broker.register.User.users_id)).statusCode).toBe(404);
    expect((await getProfile(viewer, 'broker', '987654321')).statusCode).toBe(404);
    expect((await getProfile(viewer, 'broker', 'abc')).statusCode).toBe(400);
  });
});

describe('documents', () => {
  it('saves both documents, approves them (DRIVER_VERIFICATION=auto) and links them for the owner only', async () => {
    const driver = await signIn(t, 'driver');
    const licence = await uploadId(driver, 'document', 'licence.pdf');
    const insurance = await uploadId(driver, 'document', 'insurance.png', PNG);
    expect(await isVerifiedDriver(t.app.db, userId(driver))).toBe(false);

    const response = await saveDocuments(
      driver,
      'driver',
      documentsBody(
        'driver',
        [
          { typeId: 23, fileId: licence },
          { typeId: 24, fileId: insurance },
        ],
        driver.register.User.users_id,
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Documents uploaded and saved successfully!');
    const data = response.json().data;
    expect(data.verified).toBe(true);
    expect(data.documents).toMatchObject([
      { type_id: '23', name: 'Driving Licence', status: '2', file_name: 'licence.pdf' },
      { type_id: '24', name: 'Vehicle Insurance', status: '2', file_name: 'insurance.png' },
    ]);
    expect(await isVerifiedDriver(t.app.db, userId(driver))).toBe(true);

    // The owner opens and downloads through the signed links.
    const view = await driver.inject(t.app, { method: 'GET', url: data.documents[0].view_url });
    expect(view.statusCode).toBe(200);
    expect(view.rawPayload.equals(PDF)).toBe(true);
    const download = await driver.inject(t.app, { method: 'GET', url: data.documents[1].download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);

    // Nobody else can: not with the owner's link, not with the public card (which has none).
    const stranger = await signIn(t, 'transporter');
    expect(
      (await stranger.inject(t.app, { method: 'GET', url: data.documents[0].view_url })).statusCode,
    ).toBe(404);
    const card = (await getProfile(stranger, 'driver', driver.register.User.users_id)).json().data;
    expect(card).toMatchObject({ visibility: 'public', verified: true });
    expect(card.documents).toBeUndefined();
    // Links expire after 5 minutes; a fresh read gives new ones.
    t.clock.advance(5 * 60 + 1);
    expect((await driver.inject(t.app, { method: 'GET', url: data.documents[0].view_url })).statusCode).toBe(
      404,
    );
    const fresh = (await getProfile(driver, 'driver')).json().data.documents[0].view_url;
    expect((await driver.inject(t.app, { method: 'GET', url: fresh })).statusCode).toBe(200);
  });

  it('replaces the current file of a type and keeps the old record', async () => {
    const jar = await signIn(t, 'transporter');
    const first = await uploadId(jar, 'document', 'registration.pdf');
    const gst = await uploadId(jar, 'document', 'gst.pdf');
    const both = [
      { typeId: 20, fileId: first },
      { typeId: 22, fileId: gst },
    ];
    expect((await saveDocuments(jar, 'transporter', documentsBody('transporter', both))).statusCode).toBe(
      201,
    );
    // The screen sends both again: an unchanged file is not a new record.
    const second = await uploadId(jar, 'document', 'registration-2024.pdf');
    const replaced = await saveDocuments(
      jar,
      'transporter',
      documentsBody('transporter', [
        { typeId: 20, fileId: second },
        { typeId: 22, fileId: gst },
      ]),
    );
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().data.documents.map((doc: { file_name: string }) => doc.file_name)).toEqual([
      'registration-2024.pdf',
      'gst.pdf',
    ]);
    const history = await repo.documentHistory(t.app.db, userId(jar));
    expect(history).toHaveLength(3);
    const old = history.find((row) => row.fileId === first)!;
    expect(old.replacedAt).not.toBeNull();
    expect(
      history
        .filter((row) => row.replacedAt === null)
        .map((row) => row.fileId)
        .sort(),
    ).toEqual([second, gst].sort());
  });

  it('leaves documents pending under DRIVER_VERIFICATION=manual', async () => {
    await t.close();
    t = await createTestApp({ database, env: { DRIVER_VERIFICATION: 'manual' } });
    const driver = await signIn(t, 'driver');
    const entries = [
      { typeId: 23, fileId: await uploadId(driver, 'document') },
      { typeId: 24, fileId: await uploadId(driver, 'document') },
    ];
    const response = await saveDocuments(driver, 'driver', documentsBody('driver', entries));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.documents.map((doc: { status: string }) => doc.status)).toEqual(['1', '1']);
    expect(response.json().data.verified).toBe(false);
    expect(await isVerifiedDriver(t.app.db, userId(driver))).toBe(false);
  });

  it('production defaults to manual checks: "Verified" only after a person looked (decision 010)', () => {
    // Only the configuration is read: nothing is written to DATA_DIR.
    const base = { DATA_DIR: tmpdir(), ...TEST_SECRETS };
    const production = {
      ...base,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.in/send',
    };
    expect(loadConfig(production).driverVerification).toBe('manual');
    expect(loadConfig({ ...production, DRIVER_VERIFICATION: 'auto' }).driverVerification).toBe('auto');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).driverVerification).toBe('auto');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).driverVerification).toBe('auto');
  });

  it('refuses a type of another role, a foreign or wrong-purpose file, one file twice, a foreign owner id', async () => {
    const driver = await signIn(t, 'driver');
    const mine = await uploadId(driver, 'document');
    let response = await saveDocuments(
      driver,
      'driver',
      documentsBody('driver', [{ typeId: 20, fileId: mine }]),
    );
    expect(issueCodes(response)).toEqual([['drivers_doc.0.type_id', 'profile:validation.documentType']]);

    const other = await signIn(t, 'driver');
    const theirs = await uploadId(other, 'document');
    response = await saveDocuments(
      driver,
      'driver',
      documentsBody('driver', [{ typeId: 23, fileId: theirs }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('errors.files.invalid');

    const rc = await uploadId(driver, 'rc');
    response = await saveDocuments(driver, 'driver', documentsBody('driver', [{ typeId: 23, fileId: rc }]));
    expect(response.json().code).toBe('errors.files.invalid');

    response = await saveDocuments(
      driver,
      'driver',
      documentsBody('driver', [
        { typeId: 23, fileId: mine },
        { typeId: 24, fileId: mine },
      ]),
    );
    expect(issueCodes(response)).toEqual([['image', 'profile:validation.documentTwice']]);

    response = await saveDocuments(
      driver,
      'driver',
      documentsBody('driver', [{ typeId: 23, fileId: mine }], other.register.User.users_id),
    );
    expect(response.statusCode).toBe(403);

    response = await saveDocuments(driver, 'driver', { drivers_doc: [] });
    expect(issueCodes(response)).toEqual([['drivers_doc', 'profile:validation.documents']]);
    // Nothing of all that was recorded.
    expect(await repo.documentHistory(t.app.db, userId(driver))).toEqual([]);
  });

  it('never takes a renamed executable in the first place', async () => {
    const jar = await signIn(t, 'broker');
    const response = await upload(jar, 'document', 'gst-certificate.pdf', EXE);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('errors.files.type');
  });
});

describe('account details', () => {
  const update = (jar: CookieJar, role: Role, payload: Record<string, unknown>) =>
    jar.inject(t.app, { method: 'POST', url: `/api/${ROLE_AREA[role]}/updateAccountDetails`, payload });
  const sendCode = (jar: CookieJar, role: Role, mobile: string) =>
    jar.inject(t.app, {
      method: 'POST',
      url: `/api/${ROLE_AREA[role]}/sendMobileChangeOtp`,
      payload: { mobile },
    });

  it('changes the e-mail and the picture; the picture is linked for the owner only', async () => {
    const jar = await signIn(t, 'broker');
    const picture = await uploadId(jar, 'profile_picture', 'me.png', PNG);
    const response = await update(jar, 'broker', { email: 'new@example.in', profile_picture: picture });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your details were saved.');
    const data = response.json().data;
    expect(data.brokers_email).toBe('new@example.in');
    expect(data.profile).toMatch(/^\/api\/Transpoter\/file\//);
    expect((await jar.inject(t.app, { method: 'GET', url: data.profile })).statusCode).toBe(200);
    const stranger = await signIn(t, 'broker');
    expect((await stranger.inject(t.app, { method: 'GET', url: data.profile })).statusCode).toBe(404);

    // Me, which the screens use for the session record, agrees.
    const me = await jar.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' });
    expect(me.json().data.brokers_email).toBe('new@example.in');

    // Removing the picture.
    const removed = await update(jar, 'broker', { email: 'new@example.in', profile_picture: null });
    expect(removed.json().data.profile).toBe('');
  });

  it('checks the e-mail and the picture', async () => {
    const driver = await signIn(t, 'driver');
    // E-mail is optional for drivers too: many have none.
    const noEmail = await update(driver, 'driver', { email: '' });
    expect(noEmail.statusCode, noEmail.body).toBe(200);
    expect(noEmail.json().data.drivers_email).toBe('');
    expect(issueCodes(await update(driver, 'driver', { email: 'not-an-email' }))).toEqual([
      ['email', 'validation.email'],
    ]);
    const document = await uploadId(driver, 'document', 'licence.png', PNG);
    const wrongPurpose = await update(driver, 'driver', { email: 'd@example.in', profile_picture: document });
    expect(wrongPurpose.json().code).toBe('errors.files.invalid');
    const pdf = await upload(driver, 'profile_picture', 'me.pdf', PDF);
    expect(pdf.json().code).toBe('errors.files.imageOnly');
  });

  it.each(ROLES)(
    'a %s changes and clears the landline, stored in one form; a body without it keeps it',
    async (role) => {
      const p = ROLE_PREFIX[role];
      const jar = await signIn(t, role, uniqueMobile(), { landPhone: '(080) 4718-2020' });
      // Register stored the landline as typed in its one form too.
      expect(jar.register.data[`${p}_phone`]).toBe('08047182020');
      const landline = async () =>
        (
          await database.db
            .select({ landPhone: users.landPhone })
            .from(users)
            .where(eq(users.id, userId(jar)))
        )[0]!.landPhone;

      // "+91 (0)22 2345-6789" in Devanagari digits: the stored form, answered and read back.
      const changed = await update(jar, role, {
        email: 'a@example.in',
        land_phone: '+९१ (०)२२ २३४५-६७८९',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data[`${p}_phone`]).toBe('02223456789');
      expect(await landline()).toBe('02223456789');
      const me = await jar.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' });
      expect(me.json().data[`${p}_phone`]).toBe('02223456789');
      expect((await getProfile(jar, role)).json().data[`${p}_phone`]).toBe('02223456789');

      // A body without land_phone (a client that knows nothing of it) keeps it.
      const kept = await update(jar, role, { email: 'b@example.in' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await landline()).toBe('02223456789');

      // Not a landline with its STD code: refused with the rule's message, nothing changed.
      for (const bad of ['4718 2020', '98765 43210', '080 4718 20201', '080-abc-2020']) {
        expect(issueCodes(await update(jar, role, { email: 'b@example.in', land_phone: bad }))).toEqual([
          ['land_phone', 'validation.landPhone'],
        ]);
      }
      expect(await landline()).toBe('02223456789');

      // Empty clears it; so does null.
      const cleared = await update(jar, role, { email: 'b@example.in', land_phone: '' });
      expect(cleared.json().data[`${p}_phone`]).toBe('');
      expect(await landline()).toBeNull();
      await update(jar, role, { email: 'b@example.in', land_phone: '0471 2345678' });
      expect(await landline()).toBe('04712345678');
      await update(jar, role, { email: 'b@example.in', land_phone: null });
      expect(await landline()).toBeNull();
    },
  );

  it('changes the mobile only with the code sent to the new number', async () => {
    const jar = await signIn(t, 'transporter');
    const oldMobile = jar.register.User.users_mobile;
    const newMobile = uniqueMobile();

    // Without a code the number does not change.
    const noCode = await update(jar, 'transporter', { email: 'ravi@example.in', mobile: newMobile });
    expect(issueCodes(noCode)).toEqual([['otp', 'profile:validation.otpRequired']]);

    const sent = await sendCode(jar, 'transporter', newMobile);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ data: true, resend_after: 30 });
    const code = t.lastCode(newMobile);
    expect(t.outbox.at(-1)!.text).toContain('change your mobile number');

    // A code for the old number, or a wrong one, does not do.
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await update(jar, 'transporter', {
      email: 'ravi@example.in',
      mobile: newMobile,
      otp: wrong,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('errors.auth.otpWrong');
    expect(
      (await jar.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' })).json().User.users_mobile,
    ).toBe(oldMobile);

    const changed = await update(jar, 'transporter', {
      email: 'ravi@example.in',
      mobile: newMobile,
      otp: code,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().User.users_mobile).toBe(newMobile);
    expect(changed.json().data.transporters_mob).toBe(newMobile);
    // The code is single use.
    const again = await update(jar, 'transporter', {
      email: 'ravi@example.in',
      mobile: oldMobile,
      otp: code,
    });
    expect(again.statusCode).toBe(400);

    // The session goes on, and the next sign-in is with the new number.
    expect(
      (await jar.inject(t.app, { method: 'GET', url: '/api/Transpoter/Me' })).json().User.users_mobile,
    ).toBe(newMobile);
    t.clock.advance(31);
    const back = await signIn(t, 'transporter', newMobile, { name: 'Ravi Kumar' });
    expect(back.register.User.users_id).toBe(jar.register.User.users_id);
  });

  it('refuses a number another account of the role holds, but only once its code is right', async () => {
    const jar = await signIn(t, 'shipper');
    const holder = await signIn(t, 'shipper');
    const taken = holder.register.User.users_mobile;
    t.clock.advance(31);
    expect((await sendCode(jar, 'shipper', taken)).statusCode).toBe(200);
    const wrong = t.lastCode(taken) === '0000' ? '1111' : '0000';
    expect(
      (await update(jar, 'shipper', { email: 'm@example.in', mobile: taken, otp: wrong })).json().code,
    ).toBe('errors.auth.otpWrong');
    const response = await update(jar, 'shipper', {
      email: 'm@example.in',
      mobile: taken,
      otp: t.lastCode(taken),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('profile:errors.mobileTaken');
    expect(response.json().message).toBe('Another account of your type already uses this number.');

    // The same number may hold an account of another role.
    const driver = await signIn(t, 'driver');
    t.clock.advance(31);
    expect((await sendCode(driver, 'driver', taken)).statusCode).toBe(200);
    const ok = await update(driver, 'driver', {
      email: 'd@example.in',
      mobile: taken,
      otp: t.lastCode(taken),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('keeps the sign-in limits for codes to a new number and refuses the current number', async () => {
    const jar = await signIn(t, 'driver');
    expect((await sendCode(jar, 'driver', jar.register.User.users_mobile)).json().code).toBe(
      'profile:errors.sameMobile',
    );
    const mobile = uniqueMobile();
    expect((await sendCode(jar, 'driver', mobile)).statusCode).toBe(200);
    const tooSoon = await sendCode(jar, 'driver', mobile);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('errors.auth.resendTooSoon');
  });
});

describe('schema', () => {
  it('keeps one current document per user and type in the database itself', async () => {
    const jar = await signIn(t, 'broker');
    const a = await uploadId(jar, 'document');
    const b = await uploadId(jar, 'document');
    const id = userId(jar);
    await repo.insertDocument(t.app.db, {
      userId: id,
      documentTypeId: 20,
      fileId: a,
      status: 1,
      decidedBy: null,
      decidedAt: null,
      uploadedAt: new Date(),
    });
    await expect(
      repo.insertDocument(t.app.db, {
        userId: id,
        documentTypeId: 20,
        fileId: b,
        status: 1,
        decidedBy: null,
        decidedAt: null,
        uploadedAt: new Date(),
      }),
    ).rejects.toThrow();
    // A district saved with a state it is not in is refused by the database too.
    await expect(
      t.app.db.execute(
        sql`INSERT INTO profiles (user_id, state_id, district_id) VALUES (${id}, ${place.ka}, ${place.pune})`,
      ),
    ).rejects.toThrow();
  });
});
