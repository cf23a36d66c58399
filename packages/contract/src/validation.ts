import { z } from 'zod';
import { COMPANY_MAX, EMAIL_MAX, MOBILE_PATTERN, NAME_MAX, OTP_PATTERN } from './constants.js';
import { LANDLINE_PATTERN, normaliseLandline } from './mobile.js';

/**
 * Field rules of the profile forms (docs/decisions/018). Every message is an i18n key of
 * `locales/<lng>/translation.json` (section `validation`), so the form, the server and every
 * language show the same rule.
 */
export const MESSAGES = {
  required: 'validation.required',
  mobile: 'validation.mobile',
  otp: 'validation.otpRequired',
  name: 'validation.name',
  company: 'validation.company',
  nameOrCompany: 'validation.nameOrCompany',
  nameContact: 'validation.nameContact',
  email: 'validation.email',
  landPhone: 'validation.landPhone',
  invalid: 'validation.invalid',
} as const;
export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

export const mobileSchema = z
  .string({ error: MESSAGES.mobile })
  .trim()
  .regex(MOBILE_PATTERN, { error: MESSAGES.mobile });

export const otpSchema = z.string({ error: MESSAGES.otp }).regex(OTP_PATTERN, { error: MESSAGES.otp });

/**
 * A person's or a company's name as people in India write it: any script (Devanagari, Tamil,
 * Bengali …, with the zero-width joiners their spelling needs), initials and dots
 * ("R. K. Singh"), digits, `&`, brackets, hyphens, apostrophes, slashes ("M/s."). Refused is
 * only what is not a name: control and other invisible characters, markup (`<`, `>`), or no
 * letter at all (only punctuation or digits). The length is counted in characters (code
 * points), as PostgreSQL's varchar counts it.
 */
const NOT_IN_A_NAME = /(?![\u200c\u200d])[\p{C}\p{Zl}\p{Zp}<>]/u;
const HAS_LETTER = /\p{L}/u;
export const isName = (value: string): boolean => HAS_LETTER.test(value) && !NOT_IN_A_NAME.test(value);
export const characterCount = (value: string): number => [...value].length;

/**
 * What a name must not carry (docs/decisions/036): a web address, an e-mail or UPI id, a phone
 * number. Names reach other users (bids, trips, listings), so a "name" such as "LorryBazaar:
 * pay Rs.500 advance to UPI 98765@ybl" or "KYC blocked! Call 9876543210" is refused. Initials
 * and digits stay names: "R. K. Singh", "M.K.Co.", "Shree 420 Roadways (1985)".
 */
const CONTACT_PATTERNS = [
  // A scheme, "://", or a www. host.
  /\bhttps?\b|:\/\/|\bwww\s*\./iu,
  // A host: a label of two or more characters, a dot, a top-level domain, then no more letters
  // (so "M.K.Co." and "Pvt.Ltd" stay names).
  /[\p{L}\p{N}-]{2,}\.(?:com|in|net|org|co|io|me|info|biz|xyz|app|ly|gl|to|site|online|store|shop|link|live|top|click|cc|ws|tk|ml|ga|cf|gq|us|uk|ai|dev|page|tech|club|pro|pw|world|today|cloud|digital|services|help|support)(?![\p{L}\p{N}])/iu,
  // An e-mail address or a UPI id: something@something.
  /[\p{L}\p{N}._-]@[\p{L}\p{N}]/u,
  // Eight or more digits in a row, single spaces, dots or hyphens between them allowed.
  /\p{Nd}(?:[ .-]?\p{Nd}){7,}/u,
];
export const hasContactDetails = (value: string): boolean =>
  CONTACT_PATTERNS.some((pattern) => pattern.test(value));

/**
 * Text without a lone UTF-16 surrogate (half of an emoji, `"\ud800"` in JSON): PostgreSQL's jsonb
 * refuses one, so free text a row keeps in jsonb (an operator's note in the audit log) is checked
 * by its schema and refused with 400 instead of failing the insert.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isWellFormed = (value: string): boolean => !LONE_SURROGATE.test(value);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Rule = {
  max: number;
  test: (value: string) => boolean;
  message: string;
  /** A further rule with its own message. */
  also?: { test: (value: string) => boolean; message: string };
};
const byRegex = (max: number, pattern: RegExp, message: string): Rule => ({
  max,
  test: (value) => pattern.test(value),
  message,
});
/** Names are kept as typed, only composed the one canonical way (NFC), so equal names compare equal. */
const nameRule = (max: number, message: string): Rule => ({
  max,
  test: isName,
  message,
  also: { test: (value) => !hasContactDetails(value), message: MESSAGES.nameContact },
});
const checked = <T extends z.ZodType<string, string>>(schema: T, rule: Rule) =>
  schema
    .refine((value) => characterCount(value) <= rule.max, { error: rule.message, abort: true })
    .refine(rule.test, { error: rule.message, abort: true })
    .refine((value) => rule.also?.test(value) ?? true, { error: rule.also?.message ?? rule.message });

/** A required text field: "Field is required" when empty, else the rule's own message. */
const required = (rule: Rule, normalise = false) =>
  checked(
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalid,
      })
      .trim()
      .transform((value) => (normalise ? value.normalize('NFC') : value))
      .pipe(z.string().min(1, { error: MESSAGES.required, abort: true })),
    rule,
  );

/** An optional text field: empty, null or missing all mean "not given" and become null. */
const optional = (rule: Rule, normalise = false) =>
  z
    .string({ error: MESSAGES.invalid })
    .trim()
    .nullish()
    .transform((value) => (normalise ? value?.normalize('NFC') : value) || null)
    .pipe(checked(z.string(), rule).nullable());

export const nameRequired = required(nameRule(NAME_MAX, MESSAGES.name), true);
export const nameOptional = optional(nameRule(NAME_MAX, MESSAGES.name), true);
export const companyRequired = required(nameRule(COMPANY_MAX, MESSAGES.company), true);
export const companyOptional = optional(nameRule(COMPANY_MAX, MESSAGES.company), true);
export const emailRequired = required(byRegex(EMAIL_MAX, EMAIL_PATTERN, MESSAGES.email));
export const emailOptional = optional(byRegex(EMAIL_MAX, EMAIL_PATTERN, MESSAGES.email));
/**
 * The landline (office phone), optional: empty, null or missing become null; else it is taken as
 * people write it (spaces, hyphens, brackets, +91 or 0, any script's digits) and kept in one form,
 * "08047182020" (normaliseLandline; docs/decisions/018, amended 2026-11-29). What is not an Indian
 * landline with its STD code is refused with a message that shows one.
 */
export const landPhoneOptional = z
  .string({ error: MESSAGES.invalid })
  .nullish()
  .transform((value) => (value ? normaliseLandline(value) : '') || null)
  .pipe(z.string().regex(LANDLINE_PATTERN, { error: MESSAGES.landPhone }).nullable());
