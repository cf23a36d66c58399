import { z } from 'zod';
import {
  COMPANY_MAX,
  EMAIL_MAX,
  LAND_PHONE_MAX,
  LAND_PHONE_MIN,
  MOBILE_DIGITS,
  NAME_MAX,
  OTP_DIGITS,
} from './constants.js';

/**
 * Field rules of seed 000 §5. Every message is an i18n key of `locales/<lng>/translation.json`
 * (section `validation`), so the form, the server and every language show the same rule.
 */
export const MESSAGES = {
  required: 'validation.required',
  mobile: 'validation.mobile',
  otp: 'validation.otpRequired',
  name: 'validation.name',
  company: 'validation.company',
  email: 'validation.email',
  landPhone: 'validation.landPhone',
  invalid: 'validation.invalid',
} as const;
export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

export const mobileSchema = z
  .string({ error: MESSAGES.mobile })
  .trim()
  .regex(new RegExp(`^[0-9]{${MOBILE_DIGITS}}$`), { error: MESSAGES.mobile });

export const otpSchema = z
  .string({ error: MESSAGES.otp })
  .regex(new RegExp(`^[0-9]{${OTP_DIGITS}}$`), { error: MESSAGES.otp });

/** Starts with an uppercase letter, then letters and spaces; at most 15 characters in total. */
export const NAME_PATTERN = new RegExp(`^[A-Z][A-Za-z ]{0,${NAME_MAX - 1}}$`);
/** Starts with an uppercase letter; letters, dots and spaces. */
export const COMPANY_PATTERN = /^[A-Z][A-Za-z. ]*$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LAND_PHONE_PATTERN = new RegExp(`^[0-9]{${LAND_PHONE_MIN},${LAND_PHONE_MAX}}$`);

/** A required text field: "Field is required" when empty, else the rule's own message. */
const required = (max: number, pattern: RegExp, message: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalid,
    })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(max, { error: message, abort: true })
    .regex(pattern, { error: message });

/** An optional text field: empty, null or missing all mean "not given" and become null. */
const optional = (max: number, pattern: RegExp, message: string) =>
  z
    .string({ error: MESSAGES.invalid })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.string().max(max, { error: message, abort: true }).regex(pattern, { error: message }).nullable());

export const nameRequired = required(NAME_MAX, NAME_PATTERN, MESSAGES.name);
export const nameOptional = optional(NAME_MAX, NAME_PATTERN, MESSAGES.name);
export const companyRequired = required(COMPANY_MAX, COMPANY_PATTERN, MESSAGES.company);
export const companyOptional = optional(COMPANY_MAX, COMPANY_PATTERN, MESSAGES.company);
export const emailRequired = required(EMAIL_MAX, EMAIL_PATTERN, MESSAGES.email);
export const emailOptional = optional(EMAIL_MAX, EMAIL_PATTERN, MESSAGES.email);
export const landPhoneOptional = optional(LAND_PHONE_MAX, LAND_PHONE_PATTERN, MESSAGES.landPhone);
