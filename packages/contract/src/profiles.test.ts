import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GST_STATE_CODES, gstinCheckCharacter } from './gstin.js';
import { PIN_PREFIX_RANGES, pincodeMatchesState } from './pincode.js';
import {
  PROFILE_MESSAGES,
  ROLE_DOCUMENT_TYPES,
  accountDetailsBodySchema,
  documentsBodySchema,
  profileCompletion,
  profileQuerySchema,
  toDocumentsBody,
  toProfileView,
  updateAddressBodySchema,
} from './profiles.js';
import { MESSAGES } from './validation.js';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const KA = (() => {
  const first14 = '29AAPFU0939F1Z';
  return `${first14}${gstinCheckCharacter(first14)}`;
})();
const FILE = '1b4e28ba-2fa1-4d2b-883f-0016d3cca427';

describe('updateAddressBodySchema', () => {
  const body = {
    addressline1: '12, MG Road',
    addressline2: 'Near Bus Stand',
    state_id: '16',
    district_id: 302,
  };

  it('takes ids as numbers or numeric strings and normalises the GSTIN', () => {
    const parsed = updateAddressBodySchema('transporter').parse({ ...body, gstin: ` ${KA.toLowerCase()} ` });
    expect(parsed).toEqual({
      addressline1: '12, MG Road',
      addressline2: 'Near Bus Stand',
      state_id: 16,
      district_id: 302,
      pincode: null,
      transporter_id: null,
      gstin: KA,
    });
    expect(
      updateAddressBodySchema('transporter').parse({ ...body, gstin: KA, transporter_id: '42' })
        .transporter_id,
    ).toBe(42);
  });

  it('names each broken rule under its field', () => {
    expect(issues(updateAddressBodySchema('broker'), {})).toEqual([
      ['addressline1', MESSAGES.required],
      ['state_id', PROFILE_MESSAGES.state],
      ['district_id', PROFILE_MESSAGES.district],
    ]);
    expect(
      issues(updateAddressBodySchema('broker'), {
        ...body,
        state_id: '',
        district_id: 'x',
        gstin: KA.slice(1),
      }),
    ).toEqual([
      ['state_id', PROFILE_MESSAGES.state],
      ['district_id', PROFILE_MESSAGES.district],
      ['gstin', PROFILE_MESSAGES.gstin.length],
    ]);
    expect(issues(updateAddressBodySchema('shipper'), { ...body, gstin: `${KA.slice(0, 14)}#` })).toEqual([
      ['gstin', PROFILE_MESSAGES.gstin.format],
    ]);
    expect(issues(updateAddressBodySchema('shipper'), { ...body, addressline1: 'a\nb', gstin: KA })).toEqual([
      ['addressline1', MESSAGES.invalid],
    ]);
    expect(issues(updateAddressBodySchema('shipper'), { ...body, gstin: KA, transporter_id: 'me' })).toEqual([
      ['transporter_id', MESSAGES.invalid],
    ]);
  });

  it('address line 2, GSTIN and PIN code are optional for every role (unregistered operators)', () => {
    for (const role of ['transporter', 'broker', 'shipper', 'driver'] as const) {
      const parsed = updateAddressBodySchema(role).parse({
        ...body,
        addressline2: '',
        gstin: '',
        pincode: '',
      });
      expect(parsed).toMatchObject({ addressline2: null, gstin: null, pincode: null });
      expect(
        updateAddressBodySchema(role).parse({ addressline1: 'x', state_id: 1, district_id: 1 }),
      ).toMatchObject({
        addressline2: null,
        gstin: null,
        pincode: null,
      });
    }
  });

  it('a PIN code is six digits, the first not 0; spaces inside are dropped', () => {
    expect(updateAddressBodySchema('broker').parse({ ...body, pincode: ' 560 001 ' }).pincode).toBe('560001');
    expect(updateAddressBodySchema('broker').parse({ ...body, pincode: 560001 }).pincode).toBe('560001');
    for (const bad of ['056001', '56001', '5600011', '56000a', 'PIN']) {
      expect(issues(updateAddressBodySchema('broker'), { ...body, pincode: bad })).toEqual([
        ['pincode', PROFILE_MESSAGES.pincode],
      ]);
    }
  });

  it('lets drivers leave the GSTIN out, but checks one they give', () => {
    expect(updateAddressBodySchema('driver').parse({ ...body, gstin: '' }).gstin).toBeNull();
    expect(updateAddressBodySchema('driver').parse(body).gstin).toBeNull();
    const wrong = `${KA.slice(0, 14)}${KA[14] === 'A' ? 'B' : 'A'}`;
    expect(issues(updateAddressBodySchema('driver'), { ...body, gstin: wrong })).toEqual([
      ['gstin', PROFILE_MESSAGES.gstin.checksum],
    ]);
  });
});

describe('documentsBodySchema', () => {
  it('reads each role’s own field names and type ids', () => {
    expect(
      documentsBodySchema('shipper').parse(toDocumentsBody('shipper', '7', [{ typeId: 20, fileId: FILE }])),
    ).toEqual({
      ownerId: 7,
      docs: [{ name: 'Business Registration', type_id: 20, image: FILE }],
    });
    const driver = toDocumentsBody('driver', '', [{ typeId: 24, fileId: FILE }]);
    expect(driver).toEqual({
      drivers_id: '',
      drivers_doc: [{ name: 'Vehicle Insurance', type_id: '24', image: FILE }],
    });
    expect(documentsBodySchema('driver').parse(driver).ownerId).toBeNull();
  });

  it('refuses a type of another role, a type twice, a non-id file and an empty list', () => {
    expect(issues(documentsBodySchema('driver'), { drivers_doc: [{ type_id: 20, image: FILE }] })).toEqual([
      ['drivers_doc.0.type_id', PROFILE_MESSAGES.documentType],
    ]);
    expect(
      issues(documentsBodySchema('broker'), {
        brokers_docs: [
          { type_id: 22, image: FILE },
          { type_id: '22', image: FILE },
        ],
      }),
    ).toEqual([['brokers_docs.1.type_id', PROFILE_MESSAGES.documentTwice]]);
    expect(
      issues(documentsBodySchema('transporter'), {
        transporter_docs: [{ type_id: 20, image: 'https://bucket/uploads/a.pdf' }],
      }),
    ).toEqual([['transporter_docs.0.image', PROFILE_MESSAGES.documentFile]]);
    expect(issues(documentsBodySchema('transporter'), { transporter_docs: [] })).toEqual([
      ['transporter_docs', PROFILE_MESSAGES.documents],
    ]);
  });
});

describe('accountDetailsBodySchema', () => {
  it('needs the OTP when the mobile changes; empty values mean "no change"', () => {
    const schema = accountDetailsBodySchema('transporter');
    expect(schema.parse({ email: '', mobile: '', otp: '' })).toEqual({
      email: null,
      profile_picture: undefined,
      mobile: undefined,
      otp: undefined,
    });
    expect(issues(schema, { mobile: '9876543210' })).toEqual([['otp', PROFILE_MESSAGES.otpRequired]]);
    expect(issues(schema, { mobile: '98765', otp: '12' })).toEqual([
      ['mobile', MESSAGES.mobile],
      ['otp', MESSAGES.otp],
    ]);
    expect(schema.parse({ profile_picture: null }).profile_picture).toBeNull();
    expect(schema.parse({ profile_picture: FILE }).profile_picture).toBe(FILE);
    expect(issues(schema, { profile_picture: 'x.png' })).toEqual([
      ['profile_picture', PROFILE_MESSAGES.picture],
    ]);
  });

  it('e-mail is optional for every role, drivers included', () => {
    for (const role of ['transporter', 'broker', 'shipper', 'driver'] as const) {
      expect(issues(accountDetailsBodySchema(role), { email: '' })).toEqual([]);
      expect(accountDetailsBodySchema(role).parse({}).email).toBeNull();
      expect(issues(accountDetailsBodySchema(role), { email: 'a@b' })).toEqual([['email', MESSAGES.email]]);
    }
  });
});

describe('profileQuerySchema', () => {
  it('reads the role’s id key; absent means the caller', () => {
    expect(profileQuerySchema('broker').parse({ brokers_id: '12' })).toEqual({ id: 12 });
    expect(profileQuerySchema('broker').parse({})).toEqual({ id: null });
    expect(profileQuerySchema('broker').safeParse({ brokers_id: '-1' }).success).toBe(false);
  });
});

describe('profileCompletion', () => {
  it('counts e-mail, picture, address and both documents equally and says what is missing', () => {
    expect(
      profileCompletion('driver', { email: true, picture: false, address: false, documentTypes: [] }),
    ).toEqual({
      percent: 20,
      missing: [
        { item: 'picture', screen: 'basicDetails' },
        { item: 'address', screen: 'address' },
        { item: 'document_23', screen: 'documents' },
        { item: 'document_24', screen: 'documents' },
      ],
    });
    expect(
      profileCompletion('broker', { email: true, picture: true, address: true, documentTypes: [20] }),
    ).toEqual({ percent: 80, missing: [{ item: 'document_22', screen: 'documents' }] });
    expect(
      profileCompletion('shipper', {
        email: true,
        picture: true,
        address: true,
        documentTypes: [...ROLE_DOCUMENT_TYPES.shipper],
      }),
    ).toEqual({ percent: 100, missing: [] });
  });
});

describe('toProfileView', () => {
  it('reads the role-prefixed record into plain names', () => {
    const view = toProfileView('driver', {
      drivers_id: '3',
      drivers_name: 'Suresh Babu',
      drivers_mob: '9876543210',
      drivers_email: 's@example.in',
      states_name: 'Karnataka',
      verified: true,
    });
    expect(view).toMatchObject({
      id: '3',
      name: 'Suresh Babu',
      mobile: '9876543210',
      stateName: 'Karnataka',
      verified: true,
      documents: [],
    });
  });
});

describe('PIN codes against the state (India Post ranges, pincode.ts)', () => {
  it('knows every state and union territory (the keys of the states table)', () => {
    expect(Object.keys(PIN_PREFIX_RANGES).sort()).toEqual(Object.keys(GST_STATE_CODES).sort());
  });

  it('accepts real PINs of the state, including places served by a neighbour’s circle', () => {
    const real: [string, string][] = [
      ['560001', 'KA'], // Bengaluru GPO
      ['400001', 'MH'], // Mumbai GPO
      ['403001', 'GA'], // Panaji
      ['110001', 'DL'],
      ['160017', 'CH'],
      ['160055', 'PB'], // SAS Nagar (Mohali)
      ['600001', 'TN'],
      ['605001', 'PY'],
      ['673310', 'PY'], // Mahe
      ['682555', 'LD'], // Kavaratti
      ['744101', 'AN'], // Port Blair
      ['737101', 'SK'], // Gangtok
      ['700001', 'WB'],
      ['500001', 'TS'],
      ['520001', 'AP'],
      ['248001', 'UK'], // Dehradun
      ['226001', 'UP'],
      ['834001', 'JH'], // Ranchi
      ['800001', 'BR'],
      ['492001', 'CG'],
      ['396230', 'DH'], // Silvassa
      ['362520', 'DH'], // Diu
      ['194101', 'LA'], // Leh
      ['781001', 'AS'],
      ['799001', 'TR'],
    ];
    for (const [pin, state] of real) expect([pin, pincodeMatchesState(pin, state)]).toEqual([pin, true]);
  });

  it('refuses a PIN of another part of India, and Army Post Office PINs', () => {
    for (const [pin, state] of [
      ['400001', 'KA'],
      ['560001', 'TN'],
      ['110001', 'HR'],
      ['700001', 'OD'],
      ['560001', 'GA'],
      ['900001', 'DL'],
    ] as const) {
      expect([pin, state, pincodeMatchesState(pin, state)]).toEqual([pin, state, false]);
    }
  });
});
