import { describe, expect, it } from 'vitest';
import { profileFormSchema, registerBodySchema } from './auth.js';
import {
  MESSAGES,
  companyOptional,
  companyRequired,
  emailOptional,
  emailRequired,
  landPhoneOptional,
  mobileSchema,
  nameOptional,
  nameRequired,
  otpSchema,
} from './validation.js';
import type { z } from 'zod';
import { COMPANY_MAX, NAME_MAX } from './constants.js';

/** The message key a schema gives for a value, or null when the value is accepted. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

describe('profile field rules', () => {
  it('mobile: exactly 10 digits, the first 6, 7, 8 or 9', () => {
    expect(messageOf(mobileSchema, '9876543210')).toBeNull();
    expect(messageOf(mobileSchema, '6000000000')).toBeNull();
    for (const bad of [
      '987654321',
      '98765432101',
      '98765abcde',
      '',
      '+919876543210',
      9876543210,
      '0123456789',
      '5987654321',
    ]) {
      expect(messageOf(mobileSchema, bad)).toBe(MESSAGES.mobile);
    }
  });

  it('one-time code: four digits, else "All fields are required"', () => {
    expect(messageOf(otpSchema, '0427')).toBeNull();
    for (const bad of ['', '123', '12345', '12a4', undefined]) {
      expect(messageOf(otpSchema, bad)).toBe(MESSAGES.otp);
    }
  });

  it('name: any script, initials, & and brackets; up to 60 characters, kept as typed', () => {
    for (const good of [
      'Ravi Kumar',
      'R. K. Singh',
      'राम कुमार यादव',
      'முருகன் செல்வம்',
      'সুব্রত দাস',
      'ಶ್ರೀನಿವಾಸ್', // Kannada with a virama
      'ಛತ್ತೀಸ್‌ಗಢ', // with a zero-width non-joiner, as Indic spelling needs
      "D'Souza-Pinto",
      'ravi', // lower case is a name too
      'x'.repeat(NAME_MAX),
      'क'.repeat(NAME_MAX), // counted in characters, not UTF-16 units
    ]) {
      expect(messageOf(nameRequired, good)).toBeNull();
      expect(nameRequired.parse(good)).toBe(good);
    }
    expect(NAME_MAX).toBe(60);
    expect(nameRequired.parse('  R. K. Singh  ')).toBe('R. K. Singh'); // ends trimmed only
    expect(nameRequired.parse('Jose\u0301')).toBe('José'); // one canonical form (NFC)
    expect(messageOf(nameRequired, '')).toBe(MESSAGES.required);
    expect(messageOf(nameRequired, '   ')).toBe(MESSAGES.required);
    expect(messageOf(nameRequired, undefined)).toBe(MESSAGES.required);
    for (const bad of [
      'x'.repeat(NAME_MAX + 1),
      '...',
      '-- &',
      '12345',
      '<b>Ravi</b>',
      'Ravi>',
      'Ra\tvi',
      'Ra\nvi',
      'Ravi\u0000',
    ]) {
      expect(messageOf(nameRequired, bad)).toBe(MESSAGES.name);
    }
  });

  it('name is optional for the shipper: empty becomes null', () => {
    expect(nameOptional.parse('')).toBeNull();
    expect(nameOptional.parse(undefined)).toBeNull();
    expect(nameOptional.parse(' मोहन ')).toBe('मोहन');
    expect(messageOf(nameOptional, '<script>')).toBe(MESSAGES.name);
  });

  it('company: any script, digits, &, brackets, dots, slashes; not markup or only punctuation', () => {
    for (const good of [
      'Sahyadri Logistics Pvt. Ltd.',
      'Singh & Sons Roadways (Regd)',
      'A1 Roadways',
      'M/s. Sharma Transport',
      'श्री गणेश ट्रांसपोर्ट',
      'ஸ்ரீ முருகன் லாரி சர்வீஸ்',
    ]) {
      expect(messageOf(companyRequired, good)).toBeNull();
      expect(companyRequired.parse(good)).toBe(good);
    }
    expect(messageOf(companyRequired, '')).toBe(MESSAGES.required);
    for (const bad of ['&&&', '(123)', '<i>Roadways</i>', 'x'.repeat(COMPANY_MAX + 1)]) {
      expect(messageOf(companyRequired, bad)).toBe(MESSAGES.company);
    }
    expect(companyOptional.parse('')).toBeNull();
  });

  it('names and company names refuse web addresses, e-mail and UPI ids and phone numbers, in a message of their own', () => {
    for (const bad of [
      // What an outside test sent to load owners as platform SMS.
      'LorryBazaar: pay Rs.500 advance to UPI 98765@ybl',
      'KYC blocked! Call 9876543210, pay at bit.ly/lb-kyc',
      'Your account is suspended. Visit lorrybazaar-help.in',
      'https://lb.example',
      'Ravi www.ravi-roadways',
      'Ravi hxxp://x',
      'ravi.kumar@okaxis',
      'Ravi ravi@gmail.com',
      'Call 98765 43210',
      'Ravi +91-98765-43210',
      'Ravi ९८७६५४३२१०', // Devanagari digits
      'राम 98 76 54 32 10',
      'Sharma Roadways.com',
      'Pay at lorrybazaar.co',
    ]) {
      expect(messageOf(nameRequired, bad), bad).toBe(MESSAGES.nameContact);
      expect(messageOf(companyRequired, bad), bad).toBe(MESSAGES.nameContact);
    }
    // Still names (decision 018): initials, dots, digits, brackets, any script.
    for (const good of [
      'R. K. Singh',
      'M.K.Co.',
      'S.K.Roadways Pvt.Ltd',
      'Shree 420 Roadways (1985)',
      'Roadways 24x7',
      'A1 Roadways & Co.',
      'राम कुमार यादव',
      'ಶ್ರೀನಿವಾಸ್',
      'Dr. Ravi K. Menon',
      'M/s. Sharma Transport',
    ]) {
      expect(messageOf(nameRequired, good), good).toBeNull();
      expect(messageOf(companyRequired, good), good).toBeNull();
    }
    // Markup is still told as before.
    expect(messageOf(nameRequired, '<a href="https://x.in">')).toBe(MESSAGES.name);
  });

  it('email: format checked; required for the driver, optional otherwise', () => {
    expect(messageOf(emailRequired, 'a@b.in')).toBeNull();
    expect(messageOf(emailRequired, '')).toBe(MESSAGES.required);
    for (const bad of ['a@b', 'ab.in', 'a b@c.in', '@c.in']) {
      expect(messageOf(emailRequired, bad)).toBe(MESSAGES.email);
      expect(messageOf(emailOptional, bad)).toBe(MESSAGES.email);
    }
    expect(emailOptional.parse('')).toBeNull();
  });

  it('land phone: optional; an Indian landline with its STD code as typed, kept as 0 and 10 digits', () => {
    expect(landPhoneOptional.parse('')).toBeNull();
    expect(landPhoneOptional.parse('   ')).toBeNull();
    expect(landPhoneOptional.parse(null)).toBeNull();
    expect(landPhoneOptional.parse(undefined)).toBeNull();
    expect(landPhoneOptional.parse('080 4718 2020')).toBe('08047182020');
    expect(landPhoneOptional.parse('(080) 4718-2020')).toBe('08047182020');
    for (const bad of ['12345', '123456', '123456789012345', '1234567890123456', '080-471822', 'abcdef']) {
      expect(messageOf(landPhoneOptional, bad)).toBe(MESSAGES.landPhone);
    }
  });
});

describe('per-role profile and Register schemas', () => {
  const valid = { name: 'Ravi Kumar', companyName: 'Ravi Roadways', email: '', landPhone: '' };

  it('company is required for transporter and shipper, optional for broker, absent for driver', () => {
    const noCompany = { ...valid, companyName: '' };
    expect(profileFormSchema('transporter').safeParse(noCompany).success).toBe(false);
    expect(profileFormSchema('shipper').safeParse({ ...noCompany, name: '' }).success).toBe(false);
    expect(profileFormSchema('broker').safeParse(noCompany).success).toBe(true);
    expect(profileFormSchema('driver').safeParse({ ...noCompany, email: 'd@x.in' }).success).toBe(true);
  });

  it('the shipper may leave the name empty; e-mail is optional for every role (drivers have none)', () => {
    expect(profileFormSchema('shipper').safeParse({ ...valid, name: '' }).success).toBe(true);
    for (const role of ['transporter', 'broker', 'shipper', 'driver'] as const) {
      expect(profileFormSchema(role).safeParse(valid).success).toBe(true);
      expect(profileFormSchema(role).safeParse({ ...valid, email: 'x@' }).success).toBe(false);
    }
  });

  it('Register bodies use the role prefixes and come out normalised', () => {
    const parsed = registerBodySchema('broker').parse({
      brokers_mob: '9876543210',
      brokers_name: 'Anita Shah',
      brokers_email: '',
      brokers_phone: '022-2345 6789',
    });
    expect(parsed).toEqual({
      mobile: '9876543210',
      name: 'Anita Shah',
      company: null,
      email: null,
      landPhone: '02223456789',
    });
  });

  it('a missing required field reads "Field is required"', () => {
    const result = registerBodySchema('transporter').safeParse({ transporters_mob: '9876543210' });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byPath.transporters_name).toBe(MESSAGES.required);
    expect(byPath.company).toBe(MESSAGES.required);
  });
});
