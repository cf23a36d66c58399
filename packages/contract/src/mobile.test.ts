import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN } from './constants.js';
import {
  LANDLINE_PATTERN,
  formatLandline,
  mobileFieldValue,
  normaliseLandline,
  normaliseMobile,
} from './mobile.js';
import { PAPERWORK_MESSAGES, TripDriverBodySchema } from './paperwork.js';
import { MESSAGES, landPhoneOptional, mobileSchema } from './validation.js';

describe('MOBILE_PATTERN: an Indian mobile number', () => {
  it('10 digits starting with 6, 7, 8 or 9', () => {
    for (const good of ['6000000000', '7012345678', '8123456789', '9876543210']) {
      expect(MOBILE_PATTERN.test(good), good).toBe(true);
    }
  });

  it('refuses a first digit 0–5 (an OTP SMS to +91 0123456789 reaches nobody)', () => {
    for (const bad of ['0123456789', '1234567890', '2345678901', '3456789012', '4567890123', '5987654321']) {
      expect(MOBILE_PATTERN.test(bad), bad).toBe(false);
      expect(mobileSchema.safeParse(bad).error?.issues[0]?.message).toBe(MESSAGES.mobile);
    }
  });

  it('refuses other lengths and non-digits', () => {
    for (const bad of ['', '987654321', '98765432101', '98765abcde', '+919876543210', '98765 43210']) {
      expect(MOBILE_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe('normaliseMobile: a number as Indians write or paste it', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['98765.43210', '9876543210'],
    ['98765\u00a043210', '9876543210'],
    ['98765\u201343210', '9876543210'],
    ['  9876543210 ', '9876543210'],
  ])('%j → %s', (text, mobile) => {
    expect(normaliseMobile(text)).toBe(mobile);
  });

  it('keeps 10 digits as they are, even when they start with 91 or 0', () => {
    expect(normaliseMobile('9198765432')).toBe('9198765432');
    expect(normaliseMobile('0123456789')).toBe('0123456789');
  });

  it('gives back anything else trimmed, for the rule to refuse or a search to use', () => {
    for (const [text, kept] of [
      ['98765', '98765'],
      ['98765432101', '98765432101'],
      ['+91 98765', '+91 98765'],
      [' Ravi Kumar ', 'Ravi Kumar'],
      ['98765abcde', '98765abcde'],
      ['', ''],
    ]) {
      expect(normaliseMobile(text!)).toBe(kept);
    }
  });

  it('a normalised number still has to start with 6–9', () => {
    expect(MOBILE_PATTERN.test(normaliseMobile('+91 01234 56789'))).toBe(false);
    expect(MOBILE_PATTERN.test(normaliseMobile('+91 98765 43210'))).toBe(true);
  });
});

describe('mobileFieldValue: what a mobile field holds after a paste or a key', () => {
  it('a pasted written number becomes its 10 digits (not cut before the prefix is dropped)', () => {
    expect(mobileFieldValue('+91 98765 43210')).toBe('9876543210');
    expect(mobileFieldValue('98765 43210')).toBe('9876543210');
    expect(mobileFieldValue('091-98765-43210')).toBe('9876543210');
  });

  it('"+91 98765 43210" typed key by key ends as the 10 digits', () => {
    let field = '';
    for (const key of '+91 98765 43210') field = mobileFieldValue(field + key);
    expect(field).toBe('9876543210');
  });

  it('"0" then the number, typed key by key, ends as the 10 digits', () => {
    let field = '';
    for (const key of '09876543210') field = mobileFieldValue(field + key);
    expect(field).toBe('9876543210');
  });

  it('keeps only digits while typing, at most two past a mobile', () => {
    expect(mobileFieldValue('98a7')).toBe('987');
    expect(mobileFieldValue('+9')).toBe('9');
    expect(mobileFieldValue('98765432101')).toBe('98765432101');
    expect(mobileFieldValue('9876543210123')).toBe('987654321012');
  });
});

describe("the driver's mobile on a trip", () => {
  it('takes the number as written and keeps its 10 digits; refuses one starting 0–5', () => {
    const parse = (driver_mobile: string) =>
      TripDriverBodySchema.safeParse({ schedule_id: '1', driver_name: 'Suresh', driver_mobile });
    expect(parse('91 98765 43210').data?.driver_mobile).toBe('9876543210');
    expect(parse('+91 98765 43210').data?.driver_mobile).toBe('9876543210');
    expect(parse('0123456789').error?.issues[0]?.message).toBe(PAPERWORK_MESSAGES.mobile);
  });
});

describe('normaliseLandline: a landline (office phone) as Indians write or paste it', () => {
  it.each([
    ['080 4718 2020', '08047182020'],
    ['(080) 4718-2020', '08047182020'],
    ['080-47182020', '08047182020'],
    ['08047182020', '08047182020'],
    ['+91 80 4718 2020', '08047182020'],
    ['+91-80-4718-2020', '08047182020'],
    ['+91 (0)80 4718 2020', '08047182020'],
    ['0091 80 4718 2020', '08047182020'],
    ['91 80 4718 2020', '08047182020'],
    ['80 4718 2020', '08047182020'],
    ['080.4718.2020', '08047182020'],
    ['080\u00a04718\u20132020', '08047182020'],
    ['  0471 2345678 ', '04712345678'],
    ['04652 234567', '04652234567'],
    // Digits of the user's own script.
    ['०८० ४७१८ २०२०', '08047182020'],
    ['০৩৩ ২২৩৪ ৫৬৭৮', '03322345678'],
    ['೦೮೦ ೪೭೧೮ ೨೦೨೦', '08047182020'],
    ['(௦௪௪) ௨௩௪௫-௬௭௮௯', '04423456789'],
  ])('%j → %s', (text, landline) => {
    expect(normaliseLandline(text)).toBe(landline);
    expect(LANDLINE_PATTERN.test(landline)).toBe(true);
    expect(landPhoneOptional.parse(text)).toBe(landline);
  });

  it('refuses what is not an Indian landline with its STD code, with a message that shows one', () => {
    for (const bad of [
      '4718 2020', // no STD code
      '080 4718 202', // a digit short
      '080 4718 20201', // a digit more
      '098765 43210', // a mobile: no STD code starts with 9
      '+91 98765 43210',
      '00 4718 2020 20',
      '1800 123 4567', // toll-free, not a landline
      '080-4718-2020 ext 12',
      '080/4718/2020',
      'abcdef',
    ]) {
      expect(LANDLINE_PATTERN.test(normaliseLandline(bad)), bad).toBe(false);
      expect(landPhoneOptional.safeParse(bad).error?.issues[0]?.message, bad).toBe(MESSAGES.landPhone);
    }
  });
});

describe('formatLandline: the stored landline as people read it', () => {
  it.each([
    ['08047182020', '080 4718 2020'],
    ['02223456789', '022 2345 6789'],
    ['01123456789', '011 2345 6789'],
    ['05222345678', '0522 234 5678'],
    ['04712345678', '0471 234 5678'],
  ])('%s → %s', (stored, shown) => {
    expect(formatLandline(stored)).toBe(shown);
    expect(normaliseLandline(shown)).toBe(stored);
  });

  it('shows a number kept before the rule as it is', () => {
    expect(formatLandline('0802345678')).toBe('0802345678');
    expect(formatLandline('')).toBe('');
  });
});
