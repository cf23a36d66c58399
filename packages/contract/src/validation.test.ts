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

/** The message key a schema gives for a value, or null when the value is accepted. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

describe('seed 000 §5 field rules', () => {
  it('mobile: exactly 10 digits', () => {
    expect(messageOf(mobileSchema, '9876543210')).toBeNull();
    for (const bad of ['987654321', '98765432101', '98765abcde', '', '+919876543210', 9876543210]) {
      expect(messageOf(mobileSchema, bad)).toBe(MESSAGES.mobile);
    }
  });

  it('one-time code: four digits, else "All fields are required"', () => {
    expect(messageOf(otpSchema, '0427')).toBeNull();
    for (const bad of ['', '123', '12345', '12a4', undefined]) {
      expect(messageOf(otpSchema, bad)).toBe(MESSAGES.otp);
    }
  });

  it('name: required, starts uppercase, letters and spaces, at most 15 characters', () => {
    expect(messageOf(nameRequired, 'Ravi Kumar')).toBeNull();
    expect(messageOf(nameRequired, 'Abcdefghijklmno')).toBeNull(); // 15
    expect(messageOf(nameRequired, '')).toBe(MESSAGES.required);
    expect(messageOf(nameRequired, undefined)).toBe(MESSAGES.required);
    for (const bad of ['ravi', 'Abcdefghijklmnop', 'Ravi2', 'Ravi-Kumar', ' ravi']) {
      expect(messageOf(nameRequired, bad)).toBe(MESSAGES.name);
    }
  });

  it('name is optional for the shipper: empty becomes null', () => {
    expect(nameOptional.parse('')).toBeNull();
    expect(nameOptional.parse(undefined)).toBeNull();
    expect(messageOf(nameOptional, 'mohan')).toBe(MESSAGES.name);
  });

  it('company: starts uppercase; letters, dots and spaces', () => {
    expect(messageOf(companyRequired, 'Sahyadri Logistics Pvt. Ltd.')).toBeNull();
    expect(messageOf(companyRequired, '')).toBe(MESSAGES.required);
    for (const bad of ['sahyadri', 'Ravi & Sons', 'A1 Roadways']) {
      expect(messageOf(companyRequired, bad)).toBe(MESSAGES.company);
    }
    expect(companyOptional.parse('')).toBeNull();
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

  it('land phone: optional, 6 to 15 digits', () => {
    expect(landPhoneOptional.parse('')).toBeNull();
    expect(messageOf(landPhoneOptional, '123456')).toBeNull();
    expect(messageOf(landPhoneOptional, '123456789012345')).toBeNull();
    for (const bad of ['12345', '1234567890123456', '080-471822', 'abcdef']) {
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

  it('the shipper may leave the name empty; the driver must give an email', () => {
    expect(profileFormSchema('shipper').safeParse({ ...valid, name: '' }).success).toBe(true);
    expect(profileFormSchema('driver').safeParse(valid).success).toBe(false);
  });

  it('Register bodies use the role prefixes and come out normalised', () => {
    const parsed = registerBodySchema('broker').parse({
      brokers_mob: '9876543210',
      brokers_name: 'Anita Shah',
      brokers_email: '',
      brokers_phone: '0222345678',
    });
    expect(parsed).toEqual({
      mobile: '9876543210',
      name: 'Anita Shah',
      company: null,
      email: null,
      landPhone: '0222345678',
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
